"""The rules viewer's parts: document layout (``layout``), the diagram registry and the shared
factory offer (``diagrams``; each family draws its own diagrams, named by its manifest) and
drawing helpers (``sprites``). The scene itself is ``azul.ui.scenes.rules``."""
