"use strict";
// The players' page: the shared screen, and with a player's own link their character beside it.
// Everything comes from the server (the view and its words, in the GM's language): no other resource.
// The page comes with the view of its moment already in it (app/services/player_page.py writes the
// same elements, ids and classes as show() below): each view the stream brings replaces it.
// Every number arrives written with its name and plural form (app/services/player_words.py).
const token = new URLSearchParams(location.search).get("t") || "";
let words = {};
function $(id) { return document.getElementById(id); }
// a " · " between items keeps its dot on the line of the item before it (a no-break space before
// it): a wrapped line never starts with "·" ("· Pierna izq. 3/3"); player_page.py does the same
function kept(value) { return String(value).replace(/ · /g, "\u00a0· "); }
function text(id, value) { $(id).textContent = value ? kept(value) : ""; }
function item(tag, className, content) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (content !== undefined) node.textContent = content ? kept(content) : content;
  return node;
}
function showTrack(track) {
  const row = item("div", "track" + (track.main ? " main" : ""));
  const head = item("div", "track-head");
  head.append(item("span", "track-label", track.label));
  head.append(item("span", "track-value", track.text));
  // a <progress>: its length needs no inline style (the page's Content-Security-Policy allows none)
  const bar = item("progress", "bar" + (track.worse ? " worse" : ""));
  const share = track.maximum > 0 ? Math.max(0, Math.min(1, track.value / track.maximum)) : 0;
  bar.max = Math.max(track.maximum, 1);
  bar.value = track.maximum > 0 ? Math.max(0, Math.min(track.value, track.maximum)) : 0;
  if (!track.worse && share <= 0.34) row.classList.add("low");
  row.append(head, bar);
  return row;
}
function showMe(me, view) {
  $("me").hidden = !me;
  $("table-title").hidden = !me;
  document.body.classList.toggle("player", Boolean(me));
  if (!me) return;
  text("me-name", me.dead ? me.name + " — " + words.dead : me.name);
  const mine = view.order.find((c) => c.me);
  $("your-turn").hidden = !(mine && mine.current);
  // her turn, and she cannot act: why, as on the projector ("Your turn! · Broken")
  text("your-turn", view.turn_state ? words.your_turn + " · " + view.turn_state : words.your_turn);
  showClock(view.timer);
  $("tracks").replaceChildren(...me.tracks.map(showTrack));
  text("conditions-title", words.conditions);
  const conditions = $("conditions");
  conditions.replaceChildren();
  for (const c of me.conditions) {
    const li = item("li", "condition " + c.severity);
    li.append(item("span", "condition-label", c.label));
    if (c.detail) li.append(item("span", "condition-detail", c.detail));
    conditions.append(li);
  }
  if (!me.conditions.length) conditions.append(item("li", "none", words.no_conditions));
  $("ammo-box").hidden = !me.ammo.length;
  text("ammo-title", words.ammo);
  const ammo = $("ammo");
  ammo.replaceChildren();
  for (const a of me.ammo) {
    // a count the player is not told: why, under the stock's name, as a sentence reads
    const li = item("li", a.count === null ? "stock unknown" : "stock");
    li.append(item("span", "stock-label", a.label));
    li.append(item("span", "stock-count", a.text));
    ammo.append(li);
  }
}
// the turn timer, counted down here from the seconds left when the view came (not the GM's clock time)
let clock = null;
let clockTick = 0;
function clockText() {
  const left = clock.paused ? clock.left : Math.max(0, Math.ceil(clock.left - (Date.now() - clock.at) / 1000));
  const text = String(Math.floor(left / 60)) + ":" + String(left % 60).padStart(2, "0");
  return clock.paused ? text + " · " + (words.paused || "") : text;
}
function showClock(timer) {
  clock = timer ? { left: timer.left, paused: timer.paused, at: Date.now() } : null;
  $("turn-clock").hidden = !clock;
  if (clockTick) { clearInterval(clockTick); clockTick = 0; }
  if (!clock) return;
  const label = (words.time_left || "") + " ";
  text("turn-clock", label + clockText());
  if (!clock.paused) clockTick = setInterval(() => { if (clock) text("turn-clock", label + clockText()); }, 250);
}
let shownHandouts = "";
function showHandouts(handouts) {
  // what the GM hands the players, the newest first: a player's own and the one for every phone,
  // each with its title and its kind; a picture asked for by its number, for this link only
  const key = JSON.stringify(handouts);
  if (key === shownHandouts) return;  // the same handouts: their pictures are not loaded again
  shownHandouts = key;
  const box = $("handouts");
  box.replaceChildren();
  box.hidden = handouts.length === 0;
  for (const handout of handouts) {
    const section = item("section", "handout" + (handout.mine ? " mine" : ""));
    section.dataset.id = String(handout.id);
    section.append(item("h2", "handout-title", handout.title));
    const kind = handout.picture ? words.handout_picture : words.handout_text;
    section.append(item("div", "handout-kind", kind + " · " + (handout.mine ? words.handout_mine : words.handout_all)));
    if (handout.picture) {
      const picture = item("img", "handout-picture");
      picture.width = handout.width;
      picture.height = handout.height;
      picture.alt = handout.title;
      picture.src = "handout?t=" + encodeURIComponent(token) + "&h=" + String(handout.id);
      section.append(picture);
    }
    if (handout.text) section.append(item("p", "handout-text", handout.text));
    box.append(section);
  }
}
function show(view) {
  words = view.ui || {};
  showHandouts(view.handouts || (view.handout ? [view.handout] : []));
  document.documentElement.lang = view.lang || "en";
  document.title = view.campaign ? view.campaign + " · Deadwatch" : "Deadwatch";
  showMe(view.me, view);
  text("table-title", words.table);
  const threat = view.threat;
  $("dial").hidden = !threat;
  text("level", threat ? String(threat.level) : "");
  if (threat) $("level").className = "level-" + String(threat.level);  // its colour (player.css)
  else $("level").removeAttribute("class");
  const texts = view.texts || {};
  text("dial-label", texts.dial);
  text("name", threat ? threat.name : "");
  text("situation", threat ? threat.situation : "");
  text("swarm", texts.swarm ? "⚠ " + texts.swarm : "");
  text("swarm-result", texts.swarm_result);
  text("swarm-fallen", texts.swarm_fallen);  // who is down: the projector's own lines
  text("round", texts.round);
  text("order-title", words.order);
  $("order-title").hidden = !view.order.length;
  const order = $("order");
  order.replaceChildren();
  for (const c of view.order) {
    const li = item("li", c.current ? "current" : c.acted ? "acted" : "");
    li.append(item("span", "who", c.name));
    if (c.me) li.append(item("span", "you", words.you));
    if (c.health) li.append(item("span", "health", c.health));
    order.append(li);
  }
  // nothing of the table to show yet (no dial, no fight, no swarm): never a blank page
  const empty = !threat && !view.order.length && !texts.swarm && !texts.swarm_result && !texts.round;
  $("waiting").hidden = !empty;
  text("waiting", empty ? words.waiting : "");
  $("status").hidden = true;
}
function cutOff() {
  // the link was revoked: nothing of the character stays on the phone
  $("me").hidden = true;
  $("table").hidden = true;
  showHandouts([]);
  $("tracks").replaceChildren();
  $("conditions").replaceChildren();
  $("ammo").replaceChildren();
  $("order").replaceChildren();
  text("status", words.revoked || "403");
  $("status").hidden = false;
}
// each view carries the number of the GM's change it follows: one older than the view shown is dropped
// (a new connection starts its own count: the server may have been restarted)
let shownSeq = -1;
const source = new EventSource("events?t=" + encodeURIComponent(token));
source.onopen = () => { shownSeq = -1; };
source.onmessage = (e) => {
  const view = JSON.parse(e.data);
  if (typeof view.seq === "number") {
    if (view.seq < shownSeq) return;
    shownSeq = view.seq;
  }
  show(view);
};
source.addEventListener("revoked", () => { source.close(); cutOff(); });
source.onerror = () => {
  if (source.readyState === EventSource.CLOSED) { cutOff(); return; }
  text("status", words.lost || "…");
  $("status").hidden = false;
};
