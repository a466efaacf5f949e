"""The computer players and what they share: the advisor styles and the one way to ask
an advisor (styles), advice, the four strengths, the master's search, guessed deals,
playouts, and what a move gives up.
"""
