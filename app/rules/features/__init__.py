"""The features of a ruleset beyond its sheet (see :mod:`app.rules.base`): damage and healing,
checks, rolls, ammunition, experience, melee in groups, the Threat Level and swarms (the battle map is
:class:`app.rules.grid.GridRules`).  Each is an interface the ruleset implements in its own package
with a class of its own; the ruleset returns it (``ruleset.ammo_rules()``…, None where it has
none) and the services use it without naming the ruleset.

The package imports none of its modules: each is imported where it is used, so that
:mod:`app.rules.base`, which the modules here import, can import one of them without a loop."""
