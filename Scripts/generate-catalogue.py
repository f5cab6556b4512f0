#!/usr/bin/env python3
"""Writes Screens/catalogue-items.json: the 1,000 products of the catalogue demo.

Deterministic (a fixed linear congruential generator), so running it again gives the same file:
    python3 Scripts/generate-catalogue.py
"""
import json
import os

ADJECTIVES = ["Amber", "Brisk", "Cobalt", "Dusty", "Electric", "Frosted", "Golden", "Hollow", "Ivory", "Jade",
              "Keen", "Lunar", "Misty", "Nimble", "Onyx", "Polar", "Quiet", "Rustic", "Solar", "Tidal"]
NOUNS = ["Lamp", "Kettle", "Backpack", "Notebook", "Headphones", "Mug", "Chair", "Blanket", "Keyboard", "Speaker",
         "Clock", "Wallet", "Jacket", "Sneakers", "Umbrella", "Bottle", "Candle", "Planter", "Router", "Scarf"]
CATEGORIES = ["home", "office", "outdoor", "audio", "apparel"]


def main():
    seed = 20231
    def next_random(limit):
        nonlocal seed
        seed = (seed * 1103515245 + 12345) % 2147483648
        return seed % limit

    items = []
    for index in range(1000):
        name = f"{ADJECTIVES[index % 20]} {NOUNS[(index // 20) % 20]} {index // 400 + 1}"
        items.append({
            "id": index + 1,
            "name": name,
            "category": CATEGORIES[next_random(len(CATEGORIES))],
            "price": round(5 + next_random(19500) / 100, 2),
            "stock": next_random(60),
        })
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Screens", "catalogue-items.json")
    with open(path, "w", encoding="utf-8") as output:
        json.dump(items, output, indent=None, separators=(",", ":"))
        output.write("\n")


if __name__ == "__main__":
    main()
