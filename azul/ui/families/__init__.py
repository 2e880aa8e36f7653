"""One package per table family: its layout, view, animation steps, painting and kit."""
