const colours = ["#3a7d3a", "#7d9a2e", "#c9a227", "#d9822b", "#d4552b", "#c42b2b", "#ff1f1f"];
const token = new URLSearchParams(location.search).get("t") || "";
function text(id, value) { document.getElementById(id).textContent = value || ""; }
function show(view) {
  const threat = view.threat;
  text("level", threat ? String(threat.level) : "");
  document.getElementById("level").style.color = threat ? colours[threat.level] : "#fff";
  text("name", threat ? threat.name : "");
  text("situation", threat ? threat.situation : "");
  text("swarm", view.swarm ? "⚠ " + view.swarm.size : "");
  text("round", view.round ? "⏱ " + view.round + (view.turn ? " · ▶ " + view.turn : "") : "");
  const order = document.getElementById("order");
  order.replaceChildren();
  for (const c of view.order) {
    const li = document.createElement("li");
    li.textContent = c.name;
    if (c.health) { const s = document.createElement("span"); s.className = "health"; s.textContent = c.health; li.append(s); }
    if (c.current) li.className = "current"; else if (c.acted) li.className = "acted";
    order.append(li);
  }
  text("status", "");
}
const source = new EventSource("events?t=" + encodeURIComponent(token));
source.onmessage = (e) => show(JSON.parse(e.data));
source.onerror = () => text("status", "…");
