"""A campaign held by every process that has it open: a shared lock on ``<campaign>-lock`` beside it.

Each process that opens a campaign file holds a *shared* lock on the file ``<campaign>-lock`` for as
long as it has the campaign open; two windows on one campaign (two processes) both hold it, so a second
Deadwatch still opens a campaign another one has open.  Before anything writes an output file (a copy,
an export, a party file), :func:`held` asks for the same lock *exclusively*, without waiting: refused,
some process has the campaign open, and nothing is written (:mod:`app.store.guard`).

- **A killed process holds nothing.**  The operating system lets go of a process's locks when it ends,
  however it ends: a lock file left by a crash is a file, not a lock.
- **The lock is the file's own, per open file.**  POSIX: ``flock``, whose locks belong to the open
  file, not the process (``fcntl``'s would be dropped by any close of any descriptor of the file, and
  would not conflict within one process).  Windows: ``LockFileEx`` on the first byte.
- **The lock never touches the campaign file**: it is a file of its own, so no descriptor of
  Deadwatch's opens the campaign (:mod:`app.store.sqlite_file`).
- **The last one out removes it.**  A process letting go takes the lock exclusively without waiting;
  when it gets it (no one else holds the campaign), it removes the file.  A process that opened the
  file in between finds, once it holds its lock, that the name no longer leads to the file it locked,
  and takes the new one.

A folder where no lock file can be made (read-only) gets none: nothing can be written there either.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

LOCK_SUFFIX = "-lock"

if sys.platform == "win32":  # pragma: no cover - Windows
    import ctypes
    import msvcrt
    from ctypes import wintypes

    _kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
    _EXCLUSIVE = 0x2
    _FAIL_IMMEDIATELY = 0x1
    _LOCK_VIOLATION = (33, 32, 158)  # ERROR_LOCK_VIOLATION, ERROR_SHARING_VIOLATION, ERROR_NOT_LOCKED

    class _Overlapped(ctypes.Structure):
        _fields_ = [
            ("Internal", ctypes.c_void_p),
            ("InternalHigh", ctypes.c_void_p),
            ("Offset", wintypes.DWORD),
            ("OffsetHigh", wintypes.DWORD),
            ("hEvent", wintypes.HANDLE),
        ]

    def _lock(fd: int, exclusive: bool, wait: bool) -> bool:
        handle = wintypes.HANDLE(msvcrt.get_osfhandle(fd))
        flags = (_EXCLUSIVE if exclusive else 0) | (0 if wait else _FAIL_IMMEDIATELY)
        if _kernel32.LockFileEx(handle, flags, 0, 1, 0, ctypes.byref(_Overlapped())):
            return True
        error = ctypes.get_last_error()
        if error in _LOCK_VIOLATION:
            return False
        raise ctypes.WinError(error)

    def _unlock(fd: int) -> None:
        handle = wintypes.HANDLE(msvcrt.get_osfhandle(fd))
        _kernel32.UnlockFileEx(handle, 0, 1, 0, ctypes.byref(_Overlapped()))

else:
    import fcntl

    def _lock(fd: int, exclusive: bool, wait: bool) -> bool:
        flags = (fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH) | (0 if wait else fcntl.LOCK_NB)
        try:
            fcntl.flock(fd, flags)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + LOCK_SUFFIX)


def _same_file(fd: int, path: Path) -> bool:
    try:
        mine, now = os.fstat(fd), os.stat(path)
    except OSError:
        return False
    return (mine.st_dev, mine.st_ino) == (now.st_dev, now.st_ino)


def _open(target: Path) -> int | None:
    try:
        return os.open(target, os.O_RDWR | os.O_CREAT, 0o666)
    except OSError:
        pass
    try:  # a folder that may not be written, with a lock file in it already
        return os.open(target, os.O_RDONLY)
    except OSError:
        return None


def hold(path: Path) -> int | None:
    """Hold the campaign at ``path`` (shared with every other process that holds it); the lock
    file's descriptor, to :func:`let_go` of, or None where no lock file can be made."""
    target = lock_path(path)
    for _ in range(100):
        fd = _open(target)
        if fd is None:
            return None
        try:
            _lock(fd, exclusive=False, wait=True)
        except OSError:
            os.close(fd)
            return None
        if _same_file(fd, target):
            return fd
        os.close(fd)  # removed by the last holder as this one opened it: take the new one
    return None


def let_go(path: Path, fd: int) -> None:
    """Stop holding the campaign; the last holder removes the lock file."""
    target = lock_path(path)
    last = False
    try:
        _unlock(fd)
        last = _lock(fd, exclusive=True, wait=False) and _same_file(fd, target)
        if last and sys.platform != "win32":
            target.unlink()  # under the lock: one who opened it meanwhile finds the name gone
            last = False
    except OSError:
        last = False  # a folder made read-only meanwhile: the file stays, and is no lock
    finally:
        os.close(fd)
    if last:  # Windows removes no file another process has open: the one who opened it keeps it
        try:
            target.unlink()
        except OSError:
            pass


def held(path: Path) -> bool:
    """Whether some process holds the campaign at ``path`` open.  Asked of a campaign this process
    does not hold itself (:mod:`app.store.guard` checks those first)."""
    try:
        fd = os.open(lock_path(path), os.O_RDONLY)
    except OSError:
        return False  # no lock file: no process has the campaign open
    try:
        if _lock(fd, exclusive=True, wait=False):
            _unlock(fd)
            return False
        return True
    except OSError:
        return False
    finally:
        os.close(fd)
