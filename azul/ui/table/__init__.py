"""Table parts every family composes: the animation timeline, the factory ring and centre,
the status bar, the move log, pop-ups and tooltips."""
