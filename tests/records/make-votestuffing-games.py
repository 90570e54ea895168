#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes long legal Vote Stuffing records and their expected outcomes.

It deals real shuffled cards (fixed seeds), plays random legal turns and
settles every call with its own small reading of the rulebook and of
VS-1 .. VS-8, written apart from Arbiter's engine, so the record tests
compare two independent readings of the rules.  Face-down cards are
mostly written as "?" and revealed at the calls, as a table would.
Run it from this folder: ./make-votestuffing-games.py
"""
import random

GAMES = [
    # name, seed, players, options (extended, mixed deck size or None)
    ("votestuffing-random-2p", 41, ["Ann", "Ben"], False, None),
    ("votestuffing-random-3p", 42, ["Ann", "Ben", "Cleo"], False, None),
    ("votestuffing-random-4p", 43, ["Ann", "Ben", "Cleo", "Dan"], False, None),
    ("votestuffing-random-5p", 44, ["A", "B", "C", "D", "E"], False, None),
    ("votestuffing-random-7p", 45, ["A", "B", "C", "D", "E", "F", "G"], False, None),
    ("votestuffing-random-7p-b", 46, ["A", "B", "C", "D", "E", "F", "G"], False, None),
    ("votestuffing-random-extended-3p", 47, ["Ann", "Ben", "Cleo"], True, None),
    ("votestuffing-random-extended-2p", 48, ["Ann", "Ben"], True, None),
    ("votestuffing-random-mixed-9p", 49, ["P%d" % i for i in range(1, 10)], False, 80),
    ("votestuffing-random-mixed-small", 50, ["Ann", "Ben", "Cleo"], False, 24),
    ("votestuffing-random-extended-4p", 51, ["Ann", "Ben", "Cleo", "Dan"], True, None),
    ("votestuffing-random-mixed-extended", 52, ["Ann", "Ben"], True, 20),
    # seeds found to end in a VS-7 tie: nobody can reach a right call
    ("votestuffing-random-tie-2p", 103, ["Ann", "Ben"], False, 14),
    ("votestuffing-random-tie-3p", 105, ["Ann", "Ben", "Cleo"], False, 21),
    ("votestuffing-random-tie-extended", 100, ["Ann", "Ben"], True, 14),
]

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
STANDARD = [r + s for s in "shdc" for r in RANKS] + ["joker", "joker"]
POWER_RANKS = {"A", "2", "3", "4", "10", "J", "Q", "K"}
# the face cards: the side and mode each selects
FACES = {
    "Ks": ("left", 2), "Qs": ("left", 2), "Jc": ("left", 2),
    "Kh": ("right", 2), "Kc": ("right", 2), "Qh": ("right", 2),
    "Qc": ("right", 2), "Qd": ("right", 2), "Jd": ("right", 2),
    "Js": ("left", 1), "Kd": ("right", 1), "Jh": ("right", 1),
}
MAX_TURNS = 400


def rank(card):
    return "joker" if card == "joker" else card[:-1]


def ctype(card):
    if card == "joker":
        return None
    return "r" if card[-1] in "hc" else "s"


def is_power(card):
    return card == "joker" or rank(card) in POWER_RANKS


class Over(Exception):
    pass


class Game:
    def __init__(self, rng, players, extended, deck):
        self.rng, self.players, self.extended, self.deck = rng, players, extended, deck
        self.n = len(players)
        self.points = [0] * self.n
        self.lines = []
        self.winner = None
        self.finished = False
        self.starter = 0

    # ---- the table ----
    def deal(self):
        cards = list(self.deck)
        self.rng.shuffle(cards)
        self.hands = [[cards.pop() for _ in range(7)] for _ in range(self.n)]
        self.draw = cards
        self.piles = {"left": [], "middle": [], "right": []}
        self.side, self.mode = "left", 1
        # what the record has told about hands: a shown card still held
        self.shown = [None] * self.n

    def draw_one(self, seat):
        if not self.draw and self.piles["middle"]:
            self.draw = [c["card"] for c in self.piles["middle"]]
            self.rng.shuffle(self.draw)
            self.piles["middle"] = []
        if self.draw:
            self.hands[seat].append(self.draw.pop())

    def tally(self):
        tot = {"r": 0, "s": 0}
        for side in ("left", "right"):
            for c in self.piles[side]:
                t = ctype(c["card"])
                if t:
                    tot[t] += 1
        for c in self.piles["middle"]:
            if c["power"] and rank(c["card"]) in ("3", "10"):
                tot[ctype(c["card"])] += 3 if rank(c["card"]) == "3" else 1
        if tot["r"] == tot["s"]:
            return tot, None
        return tot, "r" if tot["r"] > tot["s"] else "s"

    # ---- writing ----
    def say(self, seat, text):
        self.lines.append(f"{self.players[seat]}: {text}")

    def unknown_in(self, side):
        return [c for c in self.piles[side] if not c["known"]]

    def reveal_words(self, side, full):
        cards = self.piles[side] if full else self.unknown_in(side)
        if not full and self.rng.random() < 0.4:
            r = sum(1 for c in cards if ctype(c["card"]) == "r")
            s = sum(1 for c in cards if ctype(c["card"]) == "s")
            j = len(cards) - r - s
            words = [f"r={r}", f"s={s}"] + ([f"j={j}"] if j else [])
            return words
        return [c["card"] for c in cards]

    def reveal(self, needed):
        words = []
        for side in ("left", "right"):
            unknown = self.unknown_in(side)
            full = self.rng.random() < 0.25
            if (unknown or (full and self.piles[side])) and (needed or full):
                words += [side] + self.reveal_words(side, full or not needed)
            for c in self.piles[side]:
                c["known"] = True
        if needed or self.rng.random() < 0.3:
            self.lines.append("reveal" + "".join(" " + w for w in words))

    # ---- a call ----
    def call(self, seat):
        card = self.hands[seat][0]
        if self.shown[seat] == card and self.rng.random() < 0.5:
            self.say(seat, "call")
        else:
            self.say(seat, f"call {card}")
        self.shown[seat] = card
        needed = any(not c["known"] for s in ("left", "right") for c in self.piles[s])
        if needed:
            self.reveal(True)
        tot, winner = self.tally()
        right = ctype(card) == winner
        if not needed:
            self.reveal(False)
        if right:
            self.hand_won(seat, abs(tot["r"] - tot["s"]))
        return right

    def hand_won(self, seat, margin):
        self.points[seat] += margin if self.extended else 1
        if not self.extended or self.points[seat] >= 10:
            self.winner = seat
            raise Over()
        self.new_hand()

    def new_hand(self):
        self.starter = (self.starter + 1) % self.n
        self.deal()
        self.lines.append(f"# hand dealt, {self.players[self.starter]} begins")
        raise NewHand()

    def stuck(self):
        if self.draw or self.piles["middle"]:
            return False
        if any(len(h) != 1 for h in self.hands):
            return False
        _, winner = self.tally()
        return all(ctype(h[0]) != winner for h in self.hands)

    # ---- a play ----
    def options(self, seat, used):
        hand = self.hands[seat]
        opts = []
        for card in set(hand):
            if self.side not in used and len(hand) >= 2:
                opts.append((card, self.side))
            if "middle" not in used:
                opts.append((card, "middle"))
                need = 3 if rank(card) == "4" else 2
                if is_power(card) and len(hand) >= need:
                    opts.append((card, "power"))
        return sorted(opts)

    def written(self, seat, card, face_up):
        if face_up:
            return card
        if self.shown[seat] == card and len(self.hands[seat]) == 1:
            return card if self.rng.random() < 0.5 else "?"
        return card if self.rng.random() < 0.2 else "?"

    def take(self, seat, card, text):
        hand = self.hands[seat]
        hand.remove(card)
        if self.shown[seat] is not None and (text == "?" or text == self.shown[seat]):
            # the record no longer tells whether the shown card is held
            self.shown[seat] = None

    def play(self, seat, card, spot):
        hand = self.hands[seat]
        if spot == "power":
            text = card
            extra = ""
            if rank(card) == "2":
                target = self.rng.choice([p for p in range(self.n) if p != seat])
                if self.n > 2 or self.rng.random() < 0.5:
                    extra = " " + self.players[target]
            self.take(seat, card, text)
            self.say(seat, f"{text} power{extra}")
            self.piles["middle"].append({"card": card, "known": True, "up": True, "power": True})
            self.power(seat, card, target if rank(card) == "2" else None)
        elif spot == "middle":
            text = self.written(seat, card, False)
            self.take(seat, card, text)
            self.say(seat, f"{text} middle")
            self.piles["middle"].append({"card": card, "known": text != "?", "up": False, "power": False})
            for i in range(self.n):
                self.draw_one((seat + i) % self.n)
        else:
            up = self.mode == 2
            text = self.written(seat, card, up)
            self.take(seat, card, text)
            face = ""
            if self.rng.random() < 0.1:
                face = " up" if up else " down"
            self.say(seat, f"{text} {spot}{face}")
            self.piles[spot].append({"card": card, "known": text != "?", "up": up, "power": False})
        assert hand is self.hands[seat]

    def power(self, seat, card, target):
        if card in FACES:
            self.side, self.mode = FACES[card]
        elif card == "joker":
            self.piles["middle"] = self.piles[self.side] + self.piles["middle"]
            self.piles[self.side] = []
        elif rank(card) == "A":
            self.piles[self.side] = [dict(c, up=not c["up"]) for c in reversed(self.piles[self.side])]
        elif rank(card) == "2":
            self.draw_one(target)
            self.draw_one(target)
        elif rank(card) == "4":
            hand = self.hands[seat]
            bonus = self.rng.choice(hand)
            text = self.written(seat, bonus, False)
            self.take(seat, bonus, text)
            way = self.rng.random()
            if way < 0.4:
                self.lines.append(f"bonus {text}")
            elif way < 0.7:
                self.say(seat, f"{text} bonus")
            else:
                # nothing else may come: a card to the selected side is the bonus
                self.say(seat, f"{text} {self.side}")
            self.piles[self.side].append({"card": bonus, "known": text != "?", "up": False, "power": False})

    # ---- turns ----
    def turn(self, seat):
        used = set()
        plays = 0
        while plays < 2:
            opts = self.options(seat, used)
            if plays == 1 and (not opts or self.rng.random() < 0.35):
                if opts:
                    if self.rng.random() < 0.5:
                        self.say(seat, "end")
                    # otherwise the next player's named line ends the turn
                break
            card, spot = self.rng.choice(opts)
            self.play(seat, card, spot)
            plays += 1
            used.add("middle" if spot in ("middle", "power") else spot)
            if len(self.hands[seat]) == 1:
                self.call(seat)
            if self.stuck():
                return "stuck"
        return None

    def run(self):
        self.deal()
        seat = self.starter
        turns = 0
        while turns < MAX_TURNS:
            turns += 1
            try:
                if self.turn(seat) == "stuck":
                    self.lines.append("# nobody can reach a right call: a tie")
                    if not self.extended:
                        self.finished = True
                        return
                    self.starter = (self.starter + 1) % self.n
                    self.deal()
                    self.lines.append(f"# hand dealt, {self.players[self.starter]} begins")
                    seat = self.starter
                    continue
            except NewHand:
                seat = self.starter
                continue
            except Over:
                self.finished = True
                return
            seat = (seat + 1) % self.n


class NewHand(Exception):
    pass


def mixed_deck(rng, size):
    cards = STANDARD + STANDARD
    rng.shuffle(cards)
    return cards[:size]


def main():
    for name, seed, players, extended, mixed in GAMES:
        rng = random.Random(seed)
        deck = mixed_deck(rng, mixed) if mixed else STANDARD
        game = Game(rng, players, extended, deck)
        game.starter = rng.randrange(len(players))
        game.lines.append(f"start {players[game.starter]} random")
        game.run()
        with open(name + ".rec", "w") as f:
            f.write("# written by make-votestuffing-games.py\narbiter 1\ngame votestuffing\n")
            f.write("players " + ", ".join(players) + "\n")
            if mixed:
                f.write(f"option mixed-decks\noption deck-size {mixed}\n")
            if extended:
                f.write("option extended\n")
            f.write("\n" + "\n".join(game.lines) + "\n")
        events = sum(1 for line in game.lines if not line.startswith("#"))
        with open(name + ".expect", "w") as f:
            f.write("# written by make-votestuffing-games.py\nverdict legal\n")
            f.write(f"events {events}\n")
            f.write(f"finished {'yes' if game.finished else 'no'}\n")
            winners = players[game.winner] if game.winner is not None and game.finished else "none"
            f.write(f"winners {winners}\n")
            for i, p in enumerate(players):
                f.write(f"score {p} {game.points[i]}\n")


if __name__ == "__main__":
    main()
