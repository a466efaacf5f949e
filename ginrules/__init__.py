"""Gin Rummy rules engine."""
