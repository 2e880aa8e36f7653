"""The Summer Pavilion table: star boards, central board, round track and phase-2 decisions."""
