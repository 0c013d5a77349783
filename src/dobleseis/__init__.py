"""Doble Seis: Caribbean partnership dominoes — Chiva and the Haitian game with Dékabès."""

__version__ = "0.1.0"
