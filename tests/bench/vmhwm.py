"""A process's peak resident memory as Linux counts it (VmHWM): the benchmarks' memory figures."""

from __future__ import annotations


def vm_hwm_kib(pid: int | str = "self") -> int | None:
    """The peak resident memory of process ``pid`` so far (this one by default), or None where
    there is no such figure (another system, or a process that has exited)."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None
