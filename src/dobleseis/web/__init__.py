"""The browser table: a Starlette app serving the static client and the JSON API."""
