"""The Settings screen's parts: its tabs and their rows (``tabs``), where everything sits
(``layout``), the rows' widgets (``rows``), what each row changes (``changes``) and the rows'
painter (``paint``). The scene itself is ``azul.ui.scenes.settings_menu``."""
