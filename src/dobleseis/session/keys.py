"""Secrets and invitation codes: how a device proves a seat, and how a friend finds a table.

A secret is 128 random bits (22 characters of base64url). Only its SHA-256 is kept, so a copy
of the database cannot act for anyone. An invitation code is 8 characters from an alphabet
without look-alikes (no 0/O, no 1/I/L), read aloud as two groups of four: ``K7QM-4PXR``.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
CODE_LENGTH = 8
SECRET_LENGTH = 22  # 16 bytes in base64url, unpadded


def new_secret() -> tuple[str, str]:
    """A fresh secret and the hash to keep of it."""
    token = secrets.token_urlsafe(16)
    return token, key_of(token)


def key_of(token: str) -> str:
    """The SHA-256 (hex) of a secret: what the table stores and compares."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def same(a: str | None, b: str | None) -> bool:
    """Two keys are equal, compared in constant time."""
    return a is not None and b is not None and hmac.compare_digest(a, b)


def new_code() -> str:
    """A fresh invitation code, ``XXXX-XXXX``."""
    chars = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    return f"{chars[:4]}-{chars[4:]}"


def read_code(text: str) -> str | None:
    """A code as typed (any case, spaces and dashes anywhere) in its written form, or None if
    it cannot be one."""
    if not isinstance(text, str) or len(text) > 32:
        return None
    chars = "".join(c for c in text.upper() if c not in " -")
    if len(chars) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in chars):
        return None
    return f"{chars[:4]}-{chars[4:]}"
