import { slugify } from "@pociecha/core"
import { hashString, type Random } from "./random"

// The most common Polish street names (all prefixed 'ul.' unless they carry their own prefix).
const streets = (
  "Mickiewicza|Słowackiego|Kościuszki|Szkolna|Ogrodowa|Lipowa|Polna|Leśna|Słoneczna|Krótka|Kwiatowa|"
  + "Sienkiewicza|Kolejowa|Kościelna|Łąkowa|Parkowa|Długa|Zielona|Brzozowa|Spacerowa|Sportowa|Akacjowa|"
  + "Jana Pawła II|Piłsudskiego|Konopnickiej|Żeromskiego|Reymonta|Kopernika|Chopina|Prusa|Wojska Polskiego|"
  + "Armii Krajowej|3 Maja|Kasprowicza|Traugutta|Orzeszkowej|Matejki|Moniuszki|Kilińskiego|Pułaskiego|"
  + "Wyspiańskiego|Jagiellońska|Piastowska|Kwiatkowskiego|Ogrodników|Wiejska|Różana|Topolowa|Klonowa|"
  + "Jesionowa|Wrzosowa|Cicha|Poprzeczna|Działkowa|Miodowa|Stawowa|Graniczna|Nowa|Rynek|Dworcowa|Fabryczna|"
  + "al. Niepodległości|os. Tysiąclecia|pl. Wolności"
).split("|")

/** A street as stored: 'ul. Mickiewicza', 'al. Niepodległości', 'os. Tysiąclecia'. */
export const randomStreet = (random: Random): string => {
  const street = random.pick(streets)
  return /^(al|os|pl)\. /.test(street) ? street : `ul. ${street}`
}

/** '12', '7a', '120'. */
export const randomBuildingNumber = (random: Random): string => {
  const number = random.chance(0.6) ? random.int(1, 40) : random.int(41, 160)
  return random.chance(0.12) ? `${number}${random.pick(["a", "b", "c"])}` : String(number)
}

const pad = (value: number, width: number) => String(value).padStart(width, "0")

/**
 * A post code 'NN-NNN' for a town. Small towns have one code (stable for the town: its hash
 * picks the prefix from the region's range and a round number like '34-100'); towns over
 * 50,000 people and the built-in cities vary the last digits for each address.
 */
export const postCode = (
  random: Random,
  town: { readonly name: string; readonly population: number },
  prefixes: readonly [from: number, to: number]
): string => {
  const hash = hashString(town.name)
  const [from, to] = prefixes
  const prefix = from + (hash % (to - from + 1))
  const base = ((hash >>> 8) % 99) + 1
  const suffix = town.population > 50_000 ? random.int(1, 999) : base * 10
  return `${pad(prefix, 2)}-${pad(Math.min(suffix, 999), 3)}`
}

const mobilePrefixes = "501 502 504 505 506 509 510 512 513 530 531 533 535 570 572 600 601 602 603 604 605 606 607 "
  + "660 661 662 663 664 665 690 691 692 693 694 695 696 697 698 721 722 723 724 725 726 728 730 731 "
  + "780 781 782 783 784 785 786 787 790 791 792 793 794 795 796 797 798 799 880 881 882 883 884 885"

/** A landline number in the area: '+48 12 345 67 89'. */
export const landline = (random: Random, area: string): string =>
  `+48 ${area} ${random.int(200, 899)} ${pad(random.int(0, 99), 2)} ${pad(random.int(0, 99), 2)}`

/** A mobile number, nine digits: '+48 601 234 567'. */
export const mobile = (random: Random): string =>
  `+48 ${random.pick(mobilePrefixes.split(" "))} ${pad(random.int(0, 999), 3)} ${pad(random.int(0, 999), 3)}`

/** Domain-safe label from any text ('„Słoneczko”' → 'sloneczko'). */
export const domainLabel = (text: string): string => slugify(text).slice(0, 40).replace(/-+$/, "")
