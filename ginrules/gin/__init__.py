"""Gin's own: its advisor (and the shared advisor styles) and its playout policy.
"""
