"""The network says no: a server out of reach at start, a connection dropped during play.

The dropped connection is a TCP relay between Deadwatch and the test server that the test cuts and
mends; it runs in the server run only (DEADWATCH_TEST_DATABASE_URL)."""

from __future__ import annotations

import socket
import threading

import pytest
from sqlalchemy.engine import make_url

from app.services.bundle import open_services
from app.services.characters import CreateCharacter
from app.services.files import create_campaign
from app.store.database import CampaignFileError, open_store
from app.store.store_url import url_engine
from tests.stores import SERVER, new_database


def test_a_server_out_of_reach_at_start_is_a_plain_refusal():
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with pytest.raises(CampaignFileError) as err:
        open_store(f"postgresql://gm@127.0.0.1:{port}/deadwatch")
    assert err.value.reason == CampaignFileError.UNREADABLE
    assert "refused" in err.value.detail.lower() or "connect" in err.value.detail.lower()


class Relay:
    """Forwards 127.0.0.1:port to the test server; ``cut()`` drops every connection and refuses new
    ones until ``mend()``."""

    def __init__(self, host: str, port: int) -> None:
        self.target = (host, port)
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.open = True
        self.pairs: list[tuple[socket.socket, socket.socket]] = []
        self.lock = threading.Lock()
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            if not self.open:
                client.close()
                continue
            upstream = socket.create_connection(self.target)
            with self.lock:
                self.pairs.append((client, upstream))
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    @staticmethod
    def _pipe(a: socket.socket, b: socket.socket) -> None:
        try:
            while data := a.recv(65536):
                b.sendall(data)
        except OSError:
            pass
        for s in (a, b):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def cut(self) -> None:
        self.open = False
        with self.lock:
            for pair in self.pairs:
                for s in pair:
                    try:
                        s.shutdown(socket.SHUT_RDWR)
                    except OSError:
                        pass
                    s.close()
            self.pairs.clear()

    def mend(self) -> None:
        self.open = True

    def close(self) -> None:
        self.cut()
        self.listener.close()


@pytest.mark.skipif(not SERVER, reason="needs the test server (DEADWATCH_TEST_DATABASE_URL)")
def test_a_dropped_connection_refuses_the_action_loses_nothing_and_play_goes_on(qapp):
    url = make_url(new_database())
    relay = Relay(url.host or "127.0.0.1", url.port or 5432)
    target = url.set(host="127.0.0.1", port=relay.port).render_as_string(hide_password=False)
    try:
        create_campaign(target, "Club night", "d10under").close()
        services = open_services(target)
        vera = int(services.campaign.execute(CreateCharacter("Vera", "pc")).changes[0]["id"])
        assert services.characters.damage(vera, {"amount": 2})
        refusals: list[str] = []
        services.characters.failed.connect(lambda _c, text: refusals.append(text))
        relay.cut()
        assert not services.characters.damage(vera, {"amount": 3})
        assert refusals and "server cannot be reached" in refusals[-1]
        assert not services.campaign.poll_external()  # no exception either
        relay.mend()
        assert services.characters.damage(vera, {"amount": 4})  # the pool connects again
        services.close()
        store = open_store(target)
        with store.engine.connect() as conn:
            damage = conn.exec_driver_sql("SELECT count(*) FROM log_event WHERE kind = 'damage'").scalar()
            health = conn.exec_driver_sql("SELECT state FROM character").scalar()
        store.close()
        assert damage == 2  # the two acknowledged, not the refused one
        assert health["health"] == 100 - 2 - 4
    finally:
        relay.close()


def test_without_the_driver_the_message_says_what_to_install(monkeypatch):
    import sys

    from PySide6.QtWidgets import QApplication

    from ui.messages import campaign_file_message

    QApplication.instance() or QApplication([])
    monkeypatch.setitem(sys.modules, "psycopg", None)  # as if `deadwatch[postgres]` was not installed
    with pytest.raises(CampaignFileError) as err:
        open_store("postgresql://gm@localhost/deadwatch")
    assert err.value.reason == CampaignFileError.NO_DRIVER and err.value.detail == "psycopg"
    assert 'pip install "deadwatch[postgres]"' in campaign_file_message(err.value)


@pytest.mark.skipif(not SERVER, reason="needs the test server (DEADWATCH_TEST_DATABASE_URL)")
def test_another_consoles_commit_is_heard_at_once_without_polling(qapp):
    """PostgreSQL: each commit sends NOTIFY; the other console's socket becomes readable and it
    reads the change (the window's half-second watch of the log is only the fallback)."""
    import time

    from PySide6.QtCore import QSocketNotifier

    target = new_database()
    create_campaign(target, "Club night", "d10under").close()
    watcher = open_services(target, console="Ana")
    actor = open_services(target, console="Ben")
    socket_fd = watcher.campaign.listen()
    assert socket_fd is not None
    heard: list[float] = []
    notifier = QSocketNotifier(socket_fd, QSocketNotifier.Type.Read)
    notifier.activated.connect(lambda *_: heard.append(time.monotonic()) if watcher.campaign.poll_external() else None)
    sent = time.monotonic()
    actor.campaign.execute(CreateCharacter("Vera", "pc"))
    deadline = sent + 10  # nothing here polls: only the notification can make it heard at all
    while not heard and time.monotonic() < deadline:
        qapp.processEvents()
        time.sleep(0.005)
    assert heard
    assert [c.name for c in watcher.characters.characters()] == ["Vera"]
    notifier.setEnabled(False)
    watcher.close()
    actor.close()


@pytest.mark.skipif(not SERVER, reason="needs the test server (DEADWATCH_TEST_DATABASE_URL)")
def test_a_database_from_a_newer_deadwatch_is_refused_and_left_as_it_is():
    target = new_database()
    create_campaign(target, "Club night", "d10under").close()
    store = open_store(target)
    with store.engine.begin() as conn:
        conn.exec_driver_sql("UPDATE alembic_version SET version_num = '9999'")
    store.close()
    with pytest.raises(CampaignFileError) as err:
        open_store(target)
    assert err.value.reason == CampaignFileError.NEWER_VERSION
    store = url_engine(target)
    with store.connect() as conn:
        assert conn.exec_driver_sql("SELECT version_num FROM alembic_version").scalar() == "9999"
    store.dispose()


@pytest.mark.skipif(not SERVER, reason="needs the test server (DEADWATCH_TEST_DATABASE_URL)")
def test_a_wrong_password_is_a_plain_refusal():
    from PySide6.QtWidgets import QApplication

    from ui.messages import campaign_file_message

    QApplication.instance() or QApplication([])
    wrong = make_url(new_database()).set(password="not-the-password").render_as_string(hide_password=False)
    with pytest.raises(CampaignFileError) as err:
        open_store(wrong)
    assert err.value.reason == CampaignFileError.UNREADABLE
    assert "password authentication failed" in err.value.detail
    message = campaign_file_message(err.value)
    assert "cannot be read" in message and "not-the-password" not in message
