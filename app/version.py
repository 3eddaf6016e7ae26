"""The Deadwatch version, written in this one place.

``pyproject.toml`` reads it from here (``[tool.setuptools.dynamic]``), ``deadwatch --version`` and
the About box show it, and the bundle recipes name their archives after it.
"""

VERSION = "0.1.0"
