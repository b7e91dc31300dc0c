import type { MaterialAgeGroup, MaterialTopic, MaterialType } from "@pociecha/core"

/**
 * The teacher zone's demo materials (issue 19): realistic Polish entries over every topic,
 * material type and age group, some written for a calendar event or a contest. Fixed, so
 * every seed is the same. "Piosenki jesienne" (a song for four-year-olds) is what the
 * end-to-end test looks for.
 */
export interface SeedMaterial {
  readonly title: string
  readonly type: MaterialType
  readonly topics: ReadonlyArray<MaterialTopic>
  readonly ages: ReadonlyArray<MaterialAgeGroup>
  readonly event: string | null
  readonly description: string
  /** Attachment files (their names; the seed gives them paths). */
  readonly files?: ReadonlyArray<string>
}

export const seedMaterials: ReadonlyArray<SeedMaterial> = [
  { title: "Piosenki jesienne", type: "song", topics: ["music_dance", "weather"], ages: [4], event: null, files: ["piosenki-jesienne.pdf", "nuty-jesien.docx"],
    description: "Zbiór prostych piosenek o jesieni: o spadających liściach, deszczu i wiewiórce zbierającej orzechy. Z tekstami i propozycjami ruchu." },
  { title: "Jesienny spacer – scenariusz zajęć", type: "scenario", topics: ["plants_animals", "weather"], ages: [3, 4], event: null, files: ["jesienny-spacer.pdf"],
    description: "Scenariusz zajęć w parku: dzieci zbierają kasztany i liście, rozpoznają drzewa i opowiadają, jak zmienia się przyroda jesienią." },
  { title: "Wiersz „Deszczowa piosenka”", type: "poem", topics: ["weather", "speech_development"], ages: [3], event: null,
    description: "Krótki rymowany wiersz o deszczu do nauki na pamięć, z ćwiczeniami oddechowymi i dźwiękonaśladowczymi." },
  { title: "Laurka dla Babci i Dziadka", type: "scenario", topics: ["family_patriotism", "art"], ages: [4, 5], event: "dzien-babci", files: ["szablon-laurki.png"],
    description: "Zajęcia plastyczne: dzieci przygotowują laurki z odciskiem dłoni i krótkim życzeniem dla dziadków." },
  { title: "Wierszyki na Dzień Babci", type: "poem", topics: ["family_patriotism", "speech_development"], ages: [3, 4, 5], event: "dzien-babci",
    description: "Pięć krótkich wierszyków dla babć do recytacji podczas przedszkolnej uroczystości." },
  { title: "Piosenka dla Dziadka", type: "song", topics: ["family_patriotism", "music_dance"], ages: [5, 6], event: "dzien-dziadka", files: ["piosenka-dla-dziadka.mp4"],
    description: "Radosna piosenka z prostym układem tanecznym, którą dzieci śpiewają dziadkom na uroczystości." },
  { title: "Powitanie wiosny z Marzanną", type: "scenario", topics: ["weather", "family_patriotism"], ages: [5, 6], event: "pierwszy-dzien-wiosny",
    description: "Scenariusz obchodów pierwszego dnia wiosny: tradycja Marzanny, wiosenne przyśpiewki i poszukiwanie oznak wiosny." },
  { title: "Wiosenne przebudzenie – piosenka", type: "song", topics: ["music_dance", "plants_animals"], ages: [3, 4], event: "pierwszy-dzien-wiosny",
    description: "Piosenka o budzących się zwierzętach i kwiatach, z pokazywaniem i naśladowaniem ruchów." },
  { title: "Segregujemy śmieci – scenariusz na Dzień Ziemi", type: "scenario", topics: ["self_surroundings", "plants_animals"], ages: [5, 6], event: "dzien-ziemi", files: ["segregacja-karta-pracy.pdf"],
    description: "Zajęcia o segregacji odpadów: kolorowe pojemniki, zabawa w sortowanie i rozmowa o dbaniu o planetę." },
  { title: "Mała książeczka o Ziemi", type: "book", topics: ["plants_animals", "education"], ages: [4, 5], event: "dzien-ziemi",
    description: "Ilustrowana książeczka do czytania z dziećmi o lasach, morzach i zwierzętach, które potrzebują naszej troski." },
  { title: "Piosenka dla Mamy", type: "song", topics: ["family_patriotism", "music_dance"], ages: [3, 4, 5], event: "dzien-matki", files: ["piosenka-dla-mamy.pdf"],
    description: "Czuła piosenka o mamie na majową uroczystość, z akompaniamentem na pianino i wersją do śpiewania a cappella." },
  { title: "Wiersz na Dzień Matki", type: "poem", topics: ["family_patriotism", "speech_development"], ages: [5, 6], event: "dzien-matki",
    description: "Rymowany wiersz z podziałem na role dla grupy starszaków, do wygłoszenia podczas występu dla mam." },
  { title: "Jak przygotować występ na Dzień Matki – porady", type: "tips", topics: ["viewer_actor", "social_skills"], ages: [3, 4, 5, 6], event: "dzien-matki",
    description: "Praktyczne wskazówki dla nauczycieli: dobór repertuaru, próby bez stresu i rola każdego dziecka w występie." },
  { title: "Festyn na Dzień Dziecka – scenariusz", type: "scenario", topics: ["health_fitness", "social_skills"], ages: [4, 5, 6], event: "dzien-dziecka",
    description: "Stacje zabaw ruchowych, tor przeszkód i zawody drużynowe na przedszkolnym festynie." },
  { title: "Prawa dziecka – książeczka obrazkowa", type: "book", topics: ["self_surroundings", "social_skills"], ages: [5, 6], event: "dzien-dziecka",
    description: "Obrazkowa opowieść o prawach dziecka: do zabawy, nauki, bezpieczeństwa i bycia wysłuchanym." },
  { title: "Pasowanie na przedszkolaka", type: "scenario", topics: ["social_skills", "viewer_actor"], ages: [3], event: "dzien-przedszkolaka", files: ["dyplom-przedszkolaka.docx"],
    description: "Scenariusz uroczystości pasowania z przysięgą przedszkolaka, piosenką i dyplomami dla dzieci." },
  { title: "Piosenka „Jestem przedszkolakiem”", type: "song", topics: ["music_dance", "social_skills"], ages: [3, 4], event: "dzien-przedszkolaka",
    description: "Wesoła piosenka na święto przedszkolaków, z refrenem łatwym do zapamiętania przez najmłodszych." },
  { title: "Wierszyk dla Pani – Dzień Nauczyciela", type: "poem", topics: ["social_skills", "speech_development"], ages: [4, 5], event: "dzien-nauczyciela",
    description: "Krótki wierszyk z podziękowaniem dla nauczycielek i wszystkich pracowników przedszkola." },
  { title: "Andrzejkowe wróżby – scenariusz", type: "scenario", topics: ["viewer_actor", "social_skills"], ages: [5, 6], event: "andrzejki", files: ["wrozby-andrzejkowe.pdf"],
    description: "Bezpieczne andrzejkowe zabawy: przekładanie butów, wróżby z serduszek i kubeczków, taniec przy muzyce." },
  { title: "Piosenka o Mikołaju", type: "song", topics: ["music_dance", "family_patriotism"], ages: [3, 4, 5], event: "mikolajki",
    description: "Zimowa piosenka o Świętym Mikołaju i jego saniach, z dzwoneczkami do akompaniamentu." },
  { title: "Mikołajkowe dzielenie się – scenariusz", type: "scenario", topics: ["social_skills", "self_surroundings"], ages: [4, 5], event: "mikolajki",
    description: "Zajęcia o dzieleniu się i dobroci: dzieci przygotowują drobne upominki dla kolegów z grupy." },
  { title: "Kolędy dla najmłodszych", type: "song", topics: ["music_dance", "family_patriotism"], ages: [3, 4, 5, 6], event: "boze-narodzenie", files: ["koledy-teksty.pdf"],
    description: "Wybór najpopularniejszych polskich kolęd i pastorałek w wersji łatwej do śpiewania przez dzieci." },
  { title: "Jasełka w przedszkolu", type: "scenario", topics: ["viewer_actor", "family_patriotism"], ages: [5, 6], event: "boze-narodzenie", files: ["jaselka-scenariusz.docx"],
    description: "Scenariusz przedstawienia jasełkowego z podziałem na role, kolędami i propozycjami kostiumów." },
  { title: "Zimowy pejzaż – techniki plastyczne", type: "tips", topics: ["art"], ages: [4, 5, 6], event: "konkurs-zimowy-pejzaz",
    description: "Porady do konkursu plastycznego: malowanie solą, stemplowanie i wyklejanka z waty – jak pokazać zimę." },
  { title: "Recytujemy Tuwima – przygotowanie do konkursu", type: "tips", topics: ["speech_development", "viewer_actor"], ages: [4, 5, 6], event: "konkurs-recytatorski-tuwim",
    description: "Jak wybrać wiersz, ćwiczyć dykcję i opanować tremę przed konkursem recytatorskim." },
  { title: "Wiosenne nutki – relacja z konkursu", type: "tips", topics: ["music_dance"], ages: [5, 6], event: "konkurs-wiosenne-nutki",
    description: "Relacja z przedszkolnego konkursu piosenki: zwycięskie grupy, nagrania i wrażenia jury." },
  { title: "Myjemy ręce – piosenka o higienie", type: "song", topics: ["self_care_hygiene", "music_dance"], ages: [3, 4], event: null,
    description: "Piosenka trwająca tyle, ile porządne mycie rąk: dzieci śpiewają ją przy umywalce." },
  { title: "Zdrowe zęby – scenariusz zajęć", type: "scenario", topics: ["self_care_hygiene", "health_fitness"], ages: [3, 4, 5], event: null, files: ["zeby-plansza.jpg"],
    description: "Zajęcia o szczotkowaniu zębów z pluszowym krokodylem, plansza do kolorowania i kalendarz mycia." },
  { title: "Bezpieczna droga do przedszkola", type: "scenario", topics: ["safety", "self_surroundings"], ages: [5, 6], event: null,
    description: "Nauka przechodzenia przez jezdnię, znaki drogowe i odblaski – zajęcia z wyjściem na pobliskie przejście." },
  { title: "Wiersz o numerze alarmowym 112", type: "poem", topics: ["safety", "speech_development"], ages: [4, 5, 6], event: null,
    description: "Rymowanka pomagająca zapamiętać numer alarmowy i to, co powiedzieć dyspozytorowi." },
  { title: "Ćwiczenia logopedyczne z wierszykami", type: "tips", topics: ["speech_development"], ages: [3, 4, 5], event: null, files: ["cwiczenia-logopedyczne.pdf"],
    description: "Zestaw zabaw artykulacyjnych i oddechowych do codziennych pięciominutówek w grupie." },
  { title: "Emocje w przedszkolu – książeczka", type: "book", topics: ["social_skills", "self_surroundings"], ages: [4, 5], event: null,
    description: "Opowiadania o radości, złości i smutku, które pomagają dzieciom nazywać emocje i rozmawiać o nich." },
  { title: "Literkowe zabawy – gotowość do czytania", type: "scenario", topics: ["education", "speech_development"], ages: [5, 6], event: null, files: ["karty-literek.pdf"],
    description: "Zabawy z literami i sylabami przygotowujące sześciolatki do nauki czytania i pisania." },
  { title: "Szlaczki i labirynty – przygotowanie do pisania", type: "tips", topics: ["education"], ages: [5, 6], event: null, files: ["szlaczki.xlsx"],
    description: "Karty pracy grafomotorycznej i wskazówki, jak ćwiczyć prawidłowy chwyt kredki." },
  { title: "Gimnastyka przy muzyce", type: "scenario", topics: ["health_fitness", "music_dance"], ages: [3, 4, 5, 6], event: null,
    description: "Poranne ćwiczenia ruchowe przy muzyce: rozgrzewka, zabawy naśladowcze i wyciszenie." },
  { title: "Małe konstrukcje – zajęcia techniczne", type: "scenario", topics: ["technique", "art"], ages: [5, 6], event: null, files: ["konstrukcje-instrukcja.pdf"],
    description: "Budowanie mostów z patyczków i tektury: dzieci sprawdzają, która konstrukcja jest najmocniejsza." },
  { title: "Jak działa wiatrak? Eksperymenty", type: "tips", topics: ["technique", "weather"], ages: [6], event: null,
    description: "Proste doświadczenia z wiatrem i wodą dla najstarszej grupy, z listą potrzebnych materiałów." },
  { title: "W teatrzyku – widz i aktor", type: "scenario", topics: ["viewer_actor", "social_skills"], ages: [4, 5, 6], event: null,
    description: "Zajęcia o tym, jak zachowywać się w teatrze, i mała scena, na której dzieci same zostają aktorami." },
  { title: "Zwierzęta leśne – książka obrazkowa", type: "book", topics: ["plants_animals"], ages: [3, 4], event: null, files: ["zwierzeta-lesne.jpg"],
    description: "Ilustracje lisa, jeża, sarny i dzika z krótkimi opisami do wspólnego oglądania i rozmowy." },
  { title: "Piosenka o kolorach tęczy", type: "song", topics: ["art", "weather", "music_dance"], ages: [3], event: null,
    description: "Prosta piosenka utrwalająca nazwy kolorów, z chustą animacyjną do zabawy." },
  { title: "Mój dom, moja rodzina", type: "poem", topics: ["family_patriotism", "self_surroundings"], ages: [3, 4], event: null,
    description: "Wierszyk o domu i najbliższych, z gestami do pokazywania podczas recytacji." },
  { title: "Symbole narodowe – scenariusz na Święto Niepodległości", type: "scenario", topics: ["family_patriotism", "education"], ages: [5, 6], event: null, files: ["symbole-narodowe.pdf"],
    description: "Flaga, godło i hymn: zajęcia patriotyczne z mapą Polski i wspólnym śpiewaniem hymnu." },
  { title: "Adaptacja w przedszkolu – porady dla nauczycieli", type: "tips", topics: ["social_skills", "self_care_hygiene"], ages: [3], event: null,
    description: "Jak ułatwić trzylatkom pierwsze tygodnie w przedszkolu: rytuały pożegnań, współpraca z rodzicami i cierpliwość." },
  { title: "Bajka o zgubionej rękawiczce", type: "book", topics: ["weather", "social_skills"], ages: [4, 5], event: null,
    description: "Zimowa bajka o zwierzętach, które zmieściły się w jednej rękawiczce, z pytaniami do rozmowy po lekturze." }
]
