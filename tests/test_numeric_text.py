"""The float-tolerant text comparison used by golden and reproducibility tests."""

from __future__ import annotations

from numeric_text import numeric_difference


def test_identical_texts_match() -> None:
    assert numeric_difference("loss 2.31 at step 100\n", "loss 2.31 at step 100\n") is None


def test_last_digit_noise_is_tolerated() -> None:
    assert numeric_difference("loss=2.3100000000000005", "loss=2.31") is None
    assert numeric_difference("×2.35 over 30 steps", "×2.34 over 30 steps") is None
    assert numeric_difference("1.2345678e-05", "1.2345679e-05") is None


def test_real_changes_are_caught() -> None:
    assert numeric_difference("×2.37", "×2.34") is not None
    assert numeric_difference("loss 2.31", "lost 2.31") is not None
    assert numeric_difference("a 1 b 2", "a 1 b") is not None
    assert numeric_difference("step 100", "step 300") is not None


def test_names_with_digits_are_text() -> None:
    # digits inside identifiers (LD101, run-tr8) are compared exactly, not as numbers
    assert numeric_difference("LD101 run-tr8", "LD102 run-tr8") is not None
