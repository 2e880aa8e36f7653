"""The Statistics screen's parts: the groups and their people (``groups``), the table of
numbers (``numbers``) and the chart of scores over time (``chart``). The scene itself is
``azul.ui.scenes.stats``."""
