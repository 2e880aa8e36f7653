"""The rules viewer's parts: document layout (``layout``), the diagram registry and the shared
factory offer (``diagrams``; each family draws its own diagrams, named by its manifest) and
drawing helpers (``sprites``), where the viewer's parts sit and its contents entry (``page``)
and its painters (``paint``). The scene itself is ``azul.ui.scenes.rules``."""
