#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes long legal Eighty records and their expected outcomes.

It plays random legal games (fixed seeds) with real decks: every white
card gets random attributes, the 36 black cards are real Play and Hold
cards, the 80 is shuffled into the deck, and players draft, choose,
attach and discard at random.  It resolves rounds and scores the end
with its own small implementation of EI-4 .. EI-8, written apart from
Arbiter's engine (the star placement by brute force over every
assignment of stars and every way to cut a symbol into sets), so the
record tests compare two independent readings of the rules.
Each game is also written in score-only form.
Run it from this folder: ./make-eighty-games.py
"""
import itertools
import random

GAMES = [
    # name, seed, players, busy (many Play cards and draws: reshuffles)
    ("eighty-full-2p", 31, ["Ann", "Ben"], False),
    ("eighty-full-3p", 32, ["Ann", "Ben", "Cleo"], False),
    ("eighty-full-4p", 33, ["Ann", "Ben", "Cleo", "Dan"], False),
    ("eighty-full-5p", 34, ["Ann", "Ben", "Cleo", "Dan", "Eve"], False),
    ("eighty-full-3p-b", 35, ["Kim", "Lou", "Max"], False),
    ("eighty-full-4p-b", 36, ["P", "Q", "R", "S"], False),
    ("eighty-full-2p-busy", 37, ["Ann", "Ben"], True),
    ("eighty-full-5p-busy", 38, ["Ann", "Ben", "Cleo", "Dan", "Eve"], True),
]

SYMBOLS = ["moon", "sun", "leaf", "wave"]
ICONS = ["standard", "double-up", "high-low", "symbolic-up", "safe-zone"]
SET_POINTS = {0: 0, 1: 0, 2: 2, 3: 5, 4: 9, 5: 15}


def random_card(rng, number, busy):
    icon = rng.choice(ICONS)
    card = {"icon": icon, "icon_symbol": None, "symbol": None, "draw": 0}
    if icon == "symbolic-up":
        card["icon_symbol"] = rng.choice(SYMBOLS)
    r = rng.random()
    if r < 0.12:
        card["symbol"] = "star"
    elif r < 0.7:
        card["symbol"] = rng.choice(SYMBOLS)
    if rng.random() < (0.7 if busy else 0.25):
        card["draw"] = rng.choice([1, 2, 3] if busy else [1, 1, 2])
    return card


def card_line(number, c):
    words = ["white", str(number), c["icon"]]
    if c["icon_symbol"]:
        words.append(c["icon_symbol"])
    if c["symbol"]:
        words += ["symbol", c["symbol"]]
    if c["draw"]:
        words += ["draw", str(c["draw"])]
    return " ".join(words)


def black_deck(rng):
    deck = []
    for _ in range(20):
        deck.append(("play", rng.choice([-10, -5, -3, -1, 1, 3, 5, 10, 15])))
    for _ in range(16):
        bonus = rng.choice([0, 1, 2, 3])
        symbol = rng.choice(SYMBOLS + ["star", None])
        if bonus == 0 and symbol is None:
            bonus = 1
        deck.append(("hold", (bonus, symbol)))
    rng.shuffle(deck)
    return deck


def resolve(icon, icon_symbol, cards):
    """cards: list of (key, value, symbol).  Returns the keys discarded."""
    values = sorted({v for _, v, _ in cards}, reverse=True)
    if icon == "standard":
        gone = values[:1]
    elif icon == "double-up":
        gone = values[:2]
    elif icon == "high-low":
        gone = [values[0], values[-1]]
    elif icon == "symbolic-up":
        n = sum(1 for _, _, s in cards if s in (icon_symbol, "star"))
        gone = values[:n]
    else:
        gone = [values[0]] if values[0] >= 80 else []
    return {k for k, v, _ in cards if v in gone}


def best_one_symbol(real, stars):
    """Best points for `real` identical symbols and up to `stars` stars,
    over every way to cut them into sets of at most five that each hold
    a real symbol (pieces may be left over)."""
    best = 0
    for a in range(1, min(real, 5) + 1):
        for b in range(0, min(stars, 5 - a) + 1):
            best = max(best, SET_POINTS[a + b] + best_one_symbol(real - a, stars - b))
    return best


def best_sets(symbols):
    """Tries every assignment of every star to a symbol (or to none)."""
    counts = {}
    stars = 0
    for s in symbols:
        if s == "star":
            stars += 1
        elif s:
            counts[s] = counts.get(s, 0) + 1
    names = sorted(counts)
    best = 0
    for choice in itertools.product(range(len(names) + 1), repeat=stars):
        total = 0
        for i, name in enumerate(names):
            total += best_one_symbol(counts[name], sum(1 for c in choice if c == i))
        best = max(best, total)
    return best


class Game:
    def __init__(self, rng, players, busy):
        self.rng = rng
        self.busy = busy
        self.reshuffles = 0
        self.players = players
        self.n = len(players)
        self.cards = {v: random_card(rng, v, busy) for v in range(1, 80)}
        self.defined = set()
        self.lines = []
        self.black = black_deck(rng)
        self.black_discard = []
        whites = list(range(1, 80))
        rng.shuffle(whites)
        self.hands = [[whites.pop() for _ in range(3)] for _ in players]
        self.bhands = [[self.black.pop() for _ in range(2)] for _ in players]
        rounds = (80 - 3 * self.n) // (self.n + 1)
        last = rounds if busy else rng.randint(max(1, rounds - 6), rounds)
        at = (last - 1) * (self.n + 1) + rng.randrange(self.n + 1)
        whites.reverse()
        whites.insert(at, 80)
        self.deck = whites
        self.scored = [[] for _ in players]
        self.first = rng.randrange(self.n)

    def define(self, v):
        if v != 80 and v not in self.defined:
            self.defined.add(v)
            self.lines.append(card_line(v, self.cards[v]))

    def draw_black(self, p, k):
        for _ in range(k):
            if not self.black:
                if not self.black_discard:
                    return
                self.black = self.black_discard
                self.black_discard = []
                self.reshuffles += 1
                self.rng.shuffle(self.black)
            self.bhands[p].append(self.black.pop())
        over = len(self.bhands[p]) - 3
        if over > 0:
            self.rng.shuffle(self.bhands[p])
            self.black_discard += self.bhands[p][:over]
            self.bhands[p] = self.bhands[p][over:]
            self.lines.append(f"{self.players[p]}: discard {over}")

    def play_round(self, r):
        n = self.n
        centre = [self.deck.pop(0) for _ in range(n + 1)]
        for v in centre:
            self.define(v)
        self.lines.append("centre " + " ".join(map(str, centre)))
        order = [(self.first + r + i) % n for i in range(n)]
        for p in order:
            v = self.rng.choice([c for c in centre if c != 80])
            centre.remove(v)
            self.hands[p].append(v)
            self.lines.append(f"{self.players[p]}: draft {v}")
        rule = centre[0]
        chosen = {}
        for p in order:
            chosen[p] = self.rng.choice(self.hands[p])
            self.hands[p].remove(chosen[p])
        mods = {p: [] for p in order}
        for p in order:
            for card in list(self.bhands[p]):
                if card[0] == "play" and self.rng.random() < (0.9 if self.busy else 0.45):
                    target = self.rng.choice(order)
                    self.bhands[p].remove(card)
                    mods[target].append(card)
                    self.lines.append(f"{self.players[p]}: play {card[1]:+d} {self.players[target]}")
        for p in self.rng.sample(order, n):
            self.define(chosen[p])
            self.lines.append(f"{self.players[p]}: reveal {chosen[p]}")
        rc = self.cards.get(rule, {"icon": "safe-zone", "icon_symbol": None, "symbol": None})
        entries = [(p, chosen[p] + sum(m[1] for m in mods[p]), self.cards[chosen[p]]["symbol"])
                   for p in order]
        entries.append(("centre", rule, rc["symbol"]))
        gone = resolve(rc["icon"], rc["icon_symbol"], entries)
        draws = {}
        for p in order:
            if p in gone:
                draws[p] = len(mods[p])
            else:
                self.scored[p].append(chosen[p])
                draws[p] = self.cards[chosen[p]]["draw"]
        for p in order:
            self.black_discard += mods[p]
        for p in order:
            if draws[p]:
                self.draw_black(p, draws[p])
        return rule == 80

    def play(self):
        self.lines.append(f"start {self.players[self.first]}")
        r = 0
        while not self.play_round(r):
            r += 1
        holds = []
        for p in range(self.n):
            hs = [c[1] for c in self.bhands[p] if c[0] == "hold"]
            holds.append(hs)
            words = []
            for bonus, symbol in hs:
                if symbol and bonus:
                    words.append(f"{bonus}+{symbol}")
                elif symbol:
                    words.append(symbol)
                else:
                    words.append(str(bonus))
            self.lines.append(f"{self.players[p]}: hold " + " ".join(words))
        self.holds = holds
        self.rounds = r + 1

    def totals(self):
        out = []
        for p in range(self.n):
            whites = sum(v // 10 for v in self.scored[p])
            bonus = sum(b for b, _ in self.holds[p])
            symbols = [self.cards[v]["symbol"] for v in self.scored[p]] + [s for _, s in self.holds[p]]
            out.append(whites + bonus + best_sets(symbols))
        return out


def hold_words(holds):
    words = []
    for bonus, symbol in holds:
        if symbol and bonus:
            words.append(f"{bonus}+{symbol}")
        elif symbol:
            words.append(symbol)
        else:
            words.append(str(bonus))
    return words


def write(name, players, game, score_only):
    header = ["arbiter 1", "game eighty", "players " + ", ".join(players)]
    if score_only:
        header.append("mode score-only")
        body = []
        for p in range(game.n):
            for v in sorted(game.scored[p]):
                body.append(card_line(v, game.cards[v]))
        for p in range(game.n):
            words = [str(v) for v in sorted(game.scored[p])]
            hw = hold_words(game.holds[p])
            if hw:
                words += ["hold"] + hw
            body.append(f"{players[p]}: cards " + " ".join(words))
    else:
        body = game.lines
    rec = "# Written by make-eighty-games.py: a random legal game.\n" + "\n".join(header) + "\n\n" + "\n".join(body) + "\n"
    totals = game.totals()
    best = max(totals)
    top = [p for p in range(game.n) if totals[p] == best]
    most = max(len(game.scored[p]) for p in top)
    winners = [players[p] for p in top if len(game.scored[p]) == most]
    exp = ["# Written by make-eighty-games.py from its own scoring.", "verdict legal", "finished yes"]
    exp += [f"score {players[p]} {totals[p]}" for p in range(game.n)]
    exp.append("winners " + ", ".join(winners))
    with open(name + ".rec", "w") as f:
        f.write(rec)
    with open(name + ".expect", "w") as f:
        f.write("\n".join(exp) + "\n")


def main():
    for name, seed, players, busy in GAMES:
        game = Game(random.Random(seed), players, busy)
        game.play()
        print(f"{name}: {game.rounds} rounds, {game.reshuffles} reshuffles")
        write(name, players, game, False)
        write(name + "-score-only", players, game, True)


if __name__ == "__main__":
    main()
