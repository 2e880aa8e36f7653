"""Summer Pavilion engine tests."""
