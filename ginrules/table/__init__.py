"""The table: house rules, the games as data (variants), the seats, a hand's flow and the
view a seat has of it, the hand flows' registry, a game at one table or two, the scoring
and the score sheet.
"""
