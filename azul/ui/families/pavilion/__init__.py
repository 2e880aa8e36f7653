"""Summer Pavilion's table kit."""
