"""comparekit: write a comparison article once, publish it identical in shape in many languages."""

__version__ = "0.1.0"
