"""Build-time map generators (pure Python; their output is committed)."""
