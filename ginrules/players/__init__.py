"""The computer players and what they share: advice, the four strengths, the master's
search, guessed deals, playouts, and what a move gives up.
"""
