"""The rules viewer's parts: document layout (``layout``) and diagrams drawn with the game's
sprites (``diagrams``, ``stars``). The scene itself is ``azul.ui.scenes.rules``."""
