"""The pygame-free domain layer: game sessions and seats, new-game setup and setting values.

It sits above the engine and the AI and below the UI; storage imports it too.
"""
