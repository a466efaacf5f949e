"""The engine's core: cards, melds, the minimum-deadwood arrangement, layoffs, actions,
explanations, grades, the safe reader and the seeded random numbers; every other layer
uses it.
"""
