"""Classic Rummy's own: its hand, advisor, playout policy and search of plays.
"""
