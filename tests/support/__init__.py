"""Helpers shared by test modules (tests import these, never each other)."""
