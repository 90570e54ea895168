#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes long legal No Thanks! records and their expected outcomes.

It plays random legal games (fixed seeds) and scores them with its own
small implementation of NT-7, written apart from Arbiter's engine, so the
record tests compare two independent readings of the rules.
Run it from this folder: ./make-nothanks-games.py
"""
import random

GAMES = [
    # name, seed, players, tactical, match
    ("nothanks-full-3p", 11, ["Ann", "Ben", "Cleo"], False, 1),
    ("nothanks-full-4p", 12, ["Peter", "Sabrina", "Lisa", "Tom"], False, 1),
    ("nothanks-full-5p-tactical", 13, ["Ann", "Ben", "Cleo", "Dana", "Eli"], True, 1),
    ("nothanks-full-7p", 14, ["A", "B", "C", "D", "E", "F", "G"], False, 1),
    ("nothanks-match-3p", 15, ["Ann", "Ben", "Cleo"], False, 3),
]


def start_chips(n, tactical):
    if n == 6:
        return 9
    if n == 7:
        return 7
    return 10 if tactical else 11


def score(cards, chips):
    total = 0
    for v in sorted(cards):
        if v - 1 not in cards:
            total += v
    return total - chips


def play(rng, players, tactical, first, out):
    n = len(players)
    deck = [v for v in range(3, 36) if not (tactical and v % 10 == 0)]
    rng.shuffle(deck)
    deck = deck[:24]
    chips = [start_chips(n, tactical)] * n
    cards = [set() for _ in players]
    turn = first
    for v in deck:
        out.append(f"card {v}")
        pot = 0
        while True:
            want = chips[turn] == 0 or pot * 3 >= v or rng.random() < 0.15 \
                or (v - 1 in cards[turn] or v + 1 in cards[turn]) and rng.random() < 0.6
            if want:
                out.append(f"{players[turn]}: take")
                cards[turn].add(v)
                chips[turn] += pot
                break
            out.append(f"{players[turn]}: pass")
            chips[turn] -= 1
            pot += 1
            turn = (turn + 1) % n
    return [score(cards[i], chips[i]) for i in range(n)], chips, turn


def main():
    for name, seed, players, tactical, match in GAMES:
        rng = random.Random(seed)
        lines = []
        first = rng.randrange(len(players))
        lines.append(f"start {players[first]} random")
        totals = [0] * len(players)
        for g in range(match):
            if g:
                lines.append(f"# game {g + 1}")
            scores, _, first = play(rng, players, tactical, first, lines)
            totals = [a + b for a, b in zip(totals, scores)]
        with open(name + ".rec", "w") as f:
            f.write("# written by make-nothanks-games.py\narbiter 1\ngame nothanks\n")
            f.write("players " + ", ".join(players) + "\n")
            if tactical:
                f.write("option tactical\n")
            if len(players) > 5:
                f.write("option more-players\n")
            if match > 1:
                f.write(f"option match {match}\n")
            f.write("\n" + "\n".join(lines) + "\n")
        best = min(totals)
        with open(name + ".expect", "w") as f:
            f.write("verdict legal\nfinished yes\n")
            for p, t in zip(players, totals):
                f.write(f"score {p} {t}\n")
                f.write(f"rank {p} {1 + sum(1 for u in totals if u < t)}\n")
            f.write("winners " + ", ".join(p for p, t in zip(players, totals) if t == best) + "\n")


if __name__ == "__main__":
    main()
