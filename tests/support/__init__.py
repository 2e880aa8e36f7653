"""Helpers shared by test modules (tests import these, never each other), real devices made
by SDL among them."""
