"""Sites started the way each generator's own documentation starts one, comparekit's
content published into them, built by the real generator, and the checks on the result
(test_starters.py runs them)."""
