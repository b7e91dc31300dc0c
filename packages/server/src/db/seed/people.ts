import type { Random } from "./random"

const femaleFirstNames = (
  "Anna Maria Katarzyna Małgorzata Agnieszka Barbara Ewa Magdalena Joanna Aleksandra Monika Zofia Beata "
  + "Dorota Karolina Justyna Marta Natalia Paulina Iwona Elżbieta Renata Sylwia Agata Julia Weronika Kinga "
  + "Izabela Emilia Martyna Patrycja Oksana Olena"
).split(" ")

const maleFirstNames = (
  "Piotr Krzysztof Tomasz Paweł Michał Marcin Jakub Adam Łukasz Marek Grzegorz Mateusz Andrzej Rafał Kamil "
  + "Wojciech Dawid Bartosz Jan Szymon Maciej Sebastian Damian Robert"
).split(" ")

// Masculine forms; feminine ones are derived (-ski → -ska, -cki → -cka, -dzki → -dzka).
const surnames = (
  "Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński Szymański Woźniak Dąbrowski "
  + "Kozłowski Jankowski Mazur Kwiatkowski Krawczyk Piotrowski Grabowski Nowakowski Pawłowski Michalski "
  + "Nowicki Adamczyk Dudek Zając Wieczorek Jabłoński Król Majewski Olszewski Jaworski Wróbel Malinowski "
  + "Pawlak Witkowski Walczak Stępień Górski Rutkowski Michalak Sikora Ostrowski Baran Duda Szewczyk "
  + "Tomaszewski Pietrzak Marciniak Wróblewski Zalewski Jasiński Zawadzki Bąk Chmielewski Włodarczyk"
).split(" ")

const feminine = (surname: string) => surname.replace(/(sk|ck|dzk)i$/, "$1a")

export interface Person {
  readonly firstName: string
  readonly surname: string
  readonly female: boolean
}

/** A plausible Polish person; `femaleShare` is the chance of a woman. */
export const randomPerson = (random: Random, femaleShare = 0.5): Person => {
  const female = random.chance(femaleShare)
  const surname = random.pick(surnames)
  return female
    ? { firstName: random.pick(femaleFirstNames), surname: feminine(surname), female }
    : { firstName: random.pick(maleFirstNames), surname, female }
}

export const fullName = (person: Person): string => `${person.firstName} ${person.surname}`
