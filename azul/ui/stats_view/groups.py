"""The Statistics screen's groups (a rule set and player count each): their order, when each
was last played, its people by games played and the computer levels they played against."""

from __future__ import annotations

from datetime import datetime

from azul.domain.levels import offered_levels
from azul.engine import all_rulesets
from azul.storage import GroupStats, PersonStats, StatsFile


def group_order(stats: StatsFile) -> list[str]:
    """Group keys in rule-set order, then by player count."""
    order = {r.id: i for i, r in enumerate(all_rulesets())}
    return sorted(
        stats.groups,
        key=lambda k: (order.get(stats.groups[k].ruleset, 99), stats.groups[k].players, k),
    )


def latest(group: GroupStats) -> datetime | None:
    """When the group's most recent game finished."""
    dates = [p.date for person in group.people.values() for p in person.history]
    return max(dates) if dates else None


def people_of(group: GroupStats | None) -> list[tuple[str, PersonStats]]:
    """The people of a group, most games first."""
    if group is None:
        return []
    return sorted(group.people.items(), key=lambda kv: (-kv[1].played, kv[0].casefold()))


def levels_of(people: list[tuple[str, PersonStats]]) -> list[str]:
    """Computer levels played against by these people."""
    found = {lvl for _, p in people for lvl in p.vs_level}
    order = {lvl: i for i, lvl in enumerate(offered_levels())}
    return sorted(found, key=lambda lvl: (order.get(lvl, len(order)), lvl))  # weakest first
