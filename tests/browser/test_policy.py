"""The client works under the server's strict Content-Security-Policy (its own scripts and
styles only, no inline script or style but the page's own loader, named by its hash): the page
is served with it, its modules run and its style sheet applies. (Every browser test also fails
on any refusal the policy reports.)"""

from __future__ import annotations

from playwright.sync_api import expect


def test_the_page_runs_and_is_styled_under_its_policy(page):
    response = page.goto("/")
    policy = response.headers["content-security-policy"]
    assert "script-src 'self' 'sha256-" in policy and "style-src 'self'" in policy
    assert response.headers["x-frame-options"] == "DENY"
    expect(page.locator("#brand")).not_to_have_text("")  # written by the modules
    assert page.evaluate("getComputedStyle(document.body).margin") != "8px"  # app.css applies


def test_an_inline_script_would_be_refused(context):
    """The check can fail: an inline script on this origin is refused and reported. (A page
    of its own: the ``page`` fixture fails any test whose page reports a refusal.)"""
    page = context.new_page()
    page.goto("/")
    expect(page.locator("#brand")).not_to_have_text("")
    with page.expect_console_message(lambda m: "Content Security Policy" in m.text):
        page.evaluate("""() => {
            const s = document.createElement("script");
            s.textContent = "window.inlineRan = true";
            document.head.append(s);
        }""")
    assert page.evaluate("window.inlineRan === undefined")
    page.close()
