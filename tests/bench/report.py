"""Printing figures (one line each) and describing the machine they were measured on."""

from __future__ import annotations

import os
import platform
import statistics
import sys
from dataclasses import dataclass


@dataclass(frozen=True)
class Figure:
    """One measured figure, and what it is compared with: a floor (measured) or a limit (a target)."""

    name: str
    value: float
    unit: str
    against: str = ""  # "floor" or "limit"
    reference: float | None = None

    @property
    def ratio(self) -> float | None:
        if self.reference is None or self.reference == 0:
            return None
        return self.value / self.reference

    def line(self) -> str:
        text = f"{self.name:<44} {fmt(self.value):>10} {self.unit:<4}"
        if self.reference is not None:
            text += f"  {self.against} {fmt(self.reference):>8} {self.unit:<4}"
            ratio = self.ratio
            if ratio is not None:
                text += f"  ratio {ratio:6.2f}"
        return text


def fmt(value: float) -> str:
    if value >= 100:
        return f"{value:.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}" if value >= 1 else f"{value:.3g}"


def emit(figure: Figure) -> Figure:
    print(figure.line(), flush=True)
    return figure


def median(values: list[float]) -> float:
    return statistics.median(values)


def p95(values: list[float]) -> float:
    """The 95th percentile (nearest rank)."""
    ordered = sorted(values)
    rank = max(1, -(-95 * len(ordered) // 100))  # ceil(0.95 n)
    return ordered[rank - 1]


def machine() -> dict[str, str]:
    """nproc, CPU model, memory, Python and Qt versions."""
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    memory = ""
    try:
        with open("/proc/meminfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("MemTotal"):
                    memory = f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB"
                    break
    except OSError:
        pass
    import PySide6
    from PySide6.QtCore import qVersion

    return {
        "nproc": str(os.cpu_count()),
        "cpu": cpu,
        "memory": memory,
        "os": platform.platform(),
        "python": sys.version.split()[0],
        "qt": qVersion(),
        "pyside6": PySide6.__version__,
        "qpa": os.environ.get("QT_QPA_PLATFORM", ""),
    }
