"""The Controls screen's parts: where its rows, cells and buttons sit (``layout``), a binding's
cell (``cell``) and its painters (``paint``). The scene itself is ``azul.ui.scenes.controls``."""
