"""Where the game review's parts sit on the design canvas, and their type sizes: the top
buttons and the title, the left column (seats, summary, decision list, mistake buttons), the
chart and the chosen decision's detail."""

from __future__ import annotations

import pygame

from ..viewport import DESIGN_H, DESIGN_W

FRect = pygame.FRect

TOP_BUTTON = FRect(24, 20, 210, 64)
PRACTISE_GAP = 16.0  # between the Practise and Export buttons
LEFT = FRect(24, 110, 576, 946)
CHART = FRect(620, 110, 1276, 232)
DETAIL = FRect(620, 356, 1276, 700)
PROGRESS = FRect(560, 76, 800, 26)
TITLE_Y = 14.0
TITLE_SIZE = 44.0
TITLE_SMALLEST = 30.0  # a title grown with the text size (Settings) stops growing at its band
RULESET_SIZE = 22.0  # the rule set's name under the title, where the progress bar was
MOVE_RIGHT = 218.0  # where a decision row's move (tile, count, where) must end, before its label
MOVE_TEXT = 19.0
LETTERS = 0.8  # of a line box's height the letters take (the rest may touch the next line)
SEAT_ROW = 46.0
ROW = 38.0
MISTAKE_BUTTON_H = 64.0
BOARD_GAP = 16.0
BOARD_ASPECT = DESIGN_H / DESIGN_W
BODY = 22.0
LINE = 28.0  # between two lines of the decision's words
SMALLEST_BODY = 15.0  # the decision's words shrink this far before the small tables do
BOARD_SMALLEST = 0.55  # of its full width, a small table shrinks this far for the words
SUMMARY_TEXT = 17.0  # the key moments and luck under the seats
SUMMARY_LINE = 22.0
SUMMARY_SMALLEST = 12.0  # the summary's type shrinks this far to leave the list its rows
MARKER_SIZE = 16.0  # the list's ▲ and ▼
LIST_LEAST = 4  # decision rows the summary leaves the list when it can
SUMMARY_GAP = 8.0
KEY_MOMENTS = 3  # decisions named in the summary (as the review command does)
LINES_BUTTON_W = 250.0  # "Both lines", right of Back
LINES_GAP = 16.0
CHIP_H = 40.0  # the decision's label chip, at the top of the detail
PROVISIONAL_ALPHA = 110  # a provisional label's chip: faded, its words marked too
SHOTS_KEPT = 4  # board pictures kept (the chosen decision's two, at most two window sizes)
