"""Helpers the tests share that are no test themselves (real devices made by SDL)."""
