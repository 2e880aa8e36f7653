"""Computer players for every rule set: levels, search, family knowledge, thinking service.

- ``levels``: the registry (``LEVELS``, ``make_player``): random, greedy, easy, medium, hard;
- ``simple``: the random and greedy baseline players;
- ``players``: Easy, Medium and Hard;
- ``mcts``: the family-independent tree search behind Hard;
- ``policy``: the ``FamilyPolicy`` interface; ``families``: the registry of each family's
  policy, loaded from the family's manifest (``azul.engine.builtin``) on first use:
  ``base_policy`` / ``pavilion_policy`` (move values, simulation moves, position estimates,
  with their fitted features and weights);
- ``service`` / ``worker``: thinking in a worker process for the UI (submit / poll / cancel);
- ``fit_eval``: the maintainer tool that fits the position-estimate weights.
"""
