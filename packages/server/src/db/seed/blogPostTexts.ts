import type { BlogCategory } from "@pociecha/core"

/** One demo post of the blog: its text in Polish (a few with other versions), and how many days before the seed's "now" it was published. */
export interface BlogPostSeed {
  readonly slug: string
  readonly category: BlogCategory
  readonly author: string
  readonly daysAgo: number
  readonly coverAlt: string
  readonly title: string
  readonly description: string
  /** The body: headings as `## `, every other entry a paragraph. */
  readonly body: ReadonlyArray<string>
  readonly translations?: Partial<Record<"ua" | "en", { readonly title: string; readonly description: string; readonly body: ReadonlyArray<string> }>>
}

/**
 * Twelve posts over the nine categories (public 3.12), published over the four months before the
 * seed's reference date, written as the portal's editors would: practical, for parents.
 */
export const blogPostSeeds: ReadonlyArray<BlogPostSeed> = [
  {
    slug: "jak-przygotowac-dziecko-do-pierwszego-dnia-w-przedszkolu",
    category: "advice",
    author: "Anna Kowalczyk",
    daysAgo: 118,
    coverAlt: "Plecak przedszkolaka i para małych butów przy drzwiach",
    title: "Jak przygotować dziecko do pierwszego dnia w przedszkolu",
    description: "Kilka tygodni spokojnych przygotowań sprawia, że wrzesień zaczyna się od ciekawości, a nie od łez. Podpowiadamy, od czego zacząć.",
    body: [
      "Pierwszy dzień w przedszkolu to duża zmiana dla całej rodziny. Dziecko po raz pierwszy spędza kilka godzin bez rodziców, wśród nowych dorosłych i rówieśników, w miejscu, którego jeszcze nie zna. Dobra wiadomość jest taka, że większość trudności można złagodzić, zanim jeszcze nadejdzie wrzesień.",
      "## Oswajajcie miejsce i rytm dnia",
      "Jeśli placówka organizuje dni adaptacyjne, skorzystajcie z nich. Spacerujcie obok budynku, oglądajcie plac zabaw, rozmawiajcie o tym, co dziecko będzie tam robić. Na kilka tygodni przed startem warto też przesunąć pobudkę i posiłki na godziny zbliżone do przedszkolnych.",
      "## Ćwiczcie samodzielność bez presji",
      "Zakładanie butów, mycie rąk czy sygnalizowanie potrzeby skorzystania z toalety dają dziecku poczucie sprawczości. Nie chodzi o perfekcję – raczej o to, by maluch wiedział, że poradzi sobie z prostymi sprawami i że może poprosić panią o pomoc.",
      "## Pożegnanie krótkie i przewidywalne",
      "Najtrudniejszy moment to rozstanie w szatni. Ustalcie własny rytuał: przytulenie, uśmiech, zdanie „odbiorę cię po obiedzie”. Długie pożegnania i wracanie od drzwi zwykle przedłużają płacz. Zawsze dotrzymujcie obietnicy co do pory odbioru – to buduje zaufanie szybciej niż jakiekolwiek zapewnienia."
    ],
    translations: {
      en: {
        title: "How to prepare your child for the first day at kindergarten",
        description: "A few weeks of calm preparation make September start with curiosity rather than tears. Here is where to begin.",
        body: [
          "The first day at kindergarten is a big change for the whole family. For the first time a child spends several hours without their parents, among new adults and peers, in a place they do not know yet. The good news is that most of the difficulties can be eased before September comes.",
          "## Get to know the place and the daily rhythm",
          "If the kindergarten runs adaptation days, take part. Walk past the building, look at the playground, talk about what your child will do there. A few weeks before the start, move waking up and meals closer to the kindergarten's hours.",
          "## Practise independence without pressure",
          "Putting on shoes, washing hands or saying when they need the toilet give a child a sense of agency. It is not about perfection – rather about knowing they can manage simple things and can ask the teacher for help.",
          "## A short, predictable goodbye",
          "The hardest moment is parting in the cloakroom. Agree on your own ritual: a hug, a smile, the sentence \"I will pick you up after lunch\". Long goodbyes and coming back from the door usually make the crying last longer. Always keep your promise about the pick-up time – it builds trust faster than any reassurance."
        ]
      },
      ua: {
        title: "Як підготувати дитину до першого дня в дитячому садку",
        description: "Кілька тижнів спокійної підготовки допоможуть розпочати вересень із цікавості, а не зі сліз. Підказуємо, з чого почати.",
        body: [
          "Перший день у дитячому садку – велика зміна для всієї родини. Дитина вперше проводить кілька годин без батьків, серед нових дорослих і однолітків, у місці, якого ще не знає. Добра новина: більшість труднощів можна пом’якшити ще до вересня.",
          "## Знайомтеся з місцем і ритмом дня",
          "Якщо заклад організовує дні адаптації, скористайтеся ними. Гуляйте біля будівлі, роздивляйтеся майданчик, розмовляйте про те, що дитина там робитиме. За кілька тижнів до початку варто наблизити час підйому та їжі до садочкового розкладу.",
          "## Вчіться самостійності без тиску",
          "Взування, миття рук чи вміння сказати, що хочеться в туалет, дають дитині відчуття, що вона впорається. Ідеться не про досконалість, а про впевненість, що з простими справами вона дасть раду і може попросити виховательку про допомогу.",
          "## Коротке й передбачуване прощання",
          "Найважчий момент – розставання в роздягальні. Домовтеся про власний ритуал: обійми, усмішка, фраза «я заберу тебе після обіду». Довгі прощання й повернення від дверей зазвичай лише подовжують плач. Завжди дотримуйтеся обіцянки щодо часу – це будує довіру швидше за будь-які запевнення."
        ]
      }
    }
  },
  {
    slug: "drugie-sniadanie-do-przedszkola-zdrowe-pomysly",
    category: "child_nutrition",
    author: "Magdalena Nowicka",
    daysAgo: 104,
    coverAlt: "Pudełko śniadaniowe z kanapką, pokrojonymi warzywami i jabłkiem",
    title: "Drugie śniadanie do przedszkola: zdrowe pomysły na cały tydzień",
    description: "Pięć prostych zestawów, które dziecko naprawdę zje, a rodzic przygotuje wieczorem w dziesięć minut.",
    body: [
      "Wiele przedszkoli zapewnia pełne wyżywienie, ale w żłobkach, klubach malucha i na wycieczkach drugie śniadanie z domu wciąż jest codziennością. Dobrze skomponowany posiłek daje energię do zabawy i pomaga dotrwać do obiadu bez marudzenia.",
      "## Zasada trzech elementów",
      "Najprościej myśleć o pudełku jak o talerzu podzielonym na trzy części: coś zbożowego (pełnoziarnista kanapka, placuszki, makaron), coś białkowego (jajko, ser, hummus, pasta z fasoli) i coś świeżego (warzywa pokrojone w słupki, owoce sezonowe).",
      "## Przykładowy tydzień",
      "W poniedziałek kanapka z pastą jajeczną i ogórek, we wtorek placuszki owsiane z jogurtem naturalnym, w środę wrap z hummusem i papryką, w czwartek makaron z serem i pomidorkami koktajlowymi, w piątek bułka grahamka z twarożkiem i rzodkiewką. Do tego woda zamiast soku.",
      "## Gdy dziecko niczego nie zjada",
      "Zapytajcie wychowawczynię, jak wygląda pora posiłku – czasem po prostu brakuje czasu albo pudełko jest trudne do otwarcia. Pozwólcie dziecku współdecydować o zawartości: wybór między dwiema przekąskami sprawia, że chętniej po nie sięga."
    ]
  },
  {
    slug: "zabawy-sensoryczne-w-domu-z-tego-co-masz-pod-reka",
    category: "games",
    author: "Katarzyna Zielińska",
    daysAgo: 96,
    coverAlt: "Miska z kolorowym ryżem i drewniane łyżki na stole",
    title: "Zabawy sensoryczne w domu – z tego, co masz pod ręką",
    description: "Ryż, makaron, woda i garnki wystarczą, by przez godzinę rozwijać zmysły i koncentrację malucha.",
    body: [
      "Zabawy sensoryczne pomagają dzieciom poznawać świat wszystkimi zmysłami: dotykiem, słuchem, wzrokiem i węchem. Nie wymagają drogich zestawów – najlepsze materiały zwykle leżą w kuchennej szafce.",
      "## Kolorowy ryż i makaron",
      "Wystarczy wsypać ryż do woreczka, dodać kilka kropli barwnika spożywczego i odrobinę octu, wymieszać i wysuszyć. W dużej misce dziecko może przesypywać, szukać ukrytych zabawek i napełniać kubeczki. To świetne ćwiczenie precyzji dłoni przed nauką pisania.",
      "## Orkiestra z garnków",
      "Garnki, pokrywki i drewniane łyżki zamieniają się w instrumenty. Bawcie się w powtarzanie rytmów: wy wystukujecie krótką sekwencję, dziecko ją powtarza. Takie zabawy ćwiczą pamięć słuchową i uważność.",
      "## Bezpieczeństwo przede wszystkim",
      "Małe elementy podawajcie tylko dzieciom, które nie wkładają już wszystkiego do buzi, i zawsze bawcie się razem z nimi. Dla najmłodszych lepsza będzie galaretka, gęsty kisiel albo woda z pływającymi kubeczkami."
    ]
  },
  {
    slug: "odpornosc-przedszkolaka-jesienia",
    category: "child_health",
    author: "lek. Piotr Wiśniewski",
    daysAgo: 61,
    coverAlt: "Dziecko w kaloszach skaczące po kałużach wśród jesiennych liści",
    title: "Odporność przedszkolaka jesienią: co naprawdę działa",
    description: "Sen, ruch na świeżym powietrzu i zróżnicowana dieta wspierają odporność skuteczniej niż półka suplementów.",
    body: [
      "Jesień to czas, gdy w szatniach przedszkoli częściej słychać kaszel. Układ odpornościowy kilkulatka dopiero się uczy, a każda infekcja jest dla niego lekcją. Możemy jednak sprawić, by tych lekcji było mniej i by przebiegały łagodniej.",
      "## Sen i codzienny spacer",
      "Przedszkolak potrzebuje 10–13 godzin snu na dobę. Regularna pora zasypiania i wyciszenie przed snem mają realny wpływ na odporność. Równie ważny jest codzienny ruch na dworze – także w deszczowe dni, w odpowiednim ubraniu.",
      "## Talerz pełen kolorów",
      "Warzywa, owoce, kiszonki, ryby i produkty pełnoziarniste dostarczają witamin i błonnika, który wspiera mikrobiotę jelitową. Jedyny suplement zalecany wszystkim dzieciom w Polsce jesienią i zimą to witamina D – dawkę warto ustalić z pediatrą.",
      "## Kiedy zostać w domu",
      "Gorączka, wymioty, biegunka czy uporczywy kaszel to sygnał, by dziecko odpoczęło w domu. Szybszy powrót do grupy zwykle kończy się kolejną infekcją – i zarażeniem innych dzieci."
    ]
  },
  {
    slug: "konkurs-plastyczny-moja-jesien-2026",
    category: "contests",
    author: "Redakcja Pociechy",
    daysAgo: 54,
    coverAlt: "Dziecięce rysunki jesiennych drzew przypięte do sznurka",
    title: "Konkurs plastyczny „Moja jesień” – zaproś swoje przedszkole",
    description: "Rysunki, wyklejanki i prace z darów jesieni: zasady konkursu dla grup przedszkolnych z całej Polski i nagrody dla placówek.",
    body: [
      "Zapraszamy przedszkola, żłobki i kluby malucha do jesiennego konkursu plastycznego „Moja jesień”. Chcemy zobaczyć, jak najmłodsi widzą tę porę roku: kolorowe liście, kasztanowe ludziki, deszczowe spacery i długie wieczory z książką.",
      "## Kto może wziąć udział",
      "Konkurs jest przeznaczony dla grup przedszkolnych dzieci w wieku od 3 do 6 lat. Każda grupa może zgłosić jedną pracę zbiorową wykonaną dowolną techniką płaską: rysunek, malowanie, wyklejanka czy kolaż z liści.",
      "## Jak zgłosić pracę",
      "Nauczyciel przesyła zdjęcie pracy wraz z nazwą placówki i grupy przez formularz w strefie nauczyciela. Prace przyjmujemy do końca listopada, a wyniki ogłosimy w grudniu na blogu i w newsletterze.",
      "## Nagrody",
      "Trzy wyróżnione grupy otrzymają zestawy materiałów plastycznych i książek do przedszkolnej biblioteczki, a wszystkie zgłoszone prace pokażemy w jesiennej galerii na portalu."
    ]
  },
  {
    slug: "rekrutacja-do-przedszkola-krok-po-kroku",
    category: "kindergarten_recruitment",
    author: "Joanna Lewandowska",
    daysAgo: 47,
    coverAlt: "Kalendarz z zaznaczonymi terminami rekrutacji i długopis",
    title: "Rekrutacja do przedszkola krok po kroku",
    description: "Terminy, kryteria i dokumenty: jak przejść przez rekrutację do publicznego przedszkola bez stresu.",
    body: [
      "Rekrutacja do publicznych przedszkoli odbywa się zwykle w marcu i kwietniu, a jej harmonogram ogłasza gmina. Warto sprawdzić go już w styczniu, bo terminy są krótkie i nieprzekraczalne.",
      "## Kryteria ustawowe i gminne",
      "W pierwszym etapie liczą się kryteria z ustawy: wielodzietność rodziny, niepełnosprawność dziecka lub członka rodziny, samotne wychowywanie dziecka czy objęcie pieczą zastępczą. W drugim etapie gmina stosuje własne kryteria, na przykład pracę obojga rodziców lub rodzeństwo w tej samej placówce.",
      "## Wniosek i dokumenty",
      "Wniosek składa się najczęściej przez system elektroniczny, wskazując kilka przedszkoli w kolejności preferencji. Do wniosku dołącza się oświadczenia potwierdzające spełnianie kryteriów. Zadbajcie, by pierwsze na liście było to przedszkole, na którym zależy wam najbardziej.",
      "## Co po ogłoszeniu wyników",
      "Po liście zakwalifikowanych trzeba potwierdzić wolę przyjęcia dziecka – bez tego miejsce przepada. Jeśli dziecko nie dostało się do żadnej placówki, gmina ma obowiązek wskazać inne przedszkole, a rodzice mogą złożyć wniosek o uzasadnienie odmowy."
    ]
  },
  {
    slug: "jak-rozmawiac-z-dzieckiem-o-emocjach",
    category: "upbringing",
    author: "Ewa Dąbrowska",
    daysAgo: 40,
    coverAlt: "Rodzic i dziecko siedzący razem na dywanie i rozmawiający",
    title: "Jak rozmawiać z dzieckiem o emocjach",
    description: "Złość, smutek i strach to nie wrogowie. Pokazujemy, jak pomóc przedszkolakowi je nazwać i przeżyć bez krzyku.",
    body: [
      "Przedszkolak przeżywa emocje całym sobą, ale często nie umie ich jeszcze nazwać ani opanować. Wybuch złości przy wyjściu z placu zabaw nie jest złośliwością – to sygnał, że coś było dla dziecka naprawdę trudne.",
      "## Najpierw nazwij, potem tłumacz",
      "Zdanie „widzę, że jesteś zły, bo chciałeś jeszcze zostać” pomaga dziecku zrozumieć, co się z nim dzieje. Tłumaczenia i szukanie rozwiązań przyjdą później, gdy emocje opadną. W szczycie złości mózg dziecka po prostu nie słucha argumentów.",
      "## Wszystkie uczucia są w porządku, nie wszystkie zachowania",
      "Dziecko może być wściekłe, ale nie może bić siostry. Wyznaczanie granic spokojnym, stanowczym głosem uczy, że emocje da się wyrazić inaczej: tupnięciem, uderzeniem w poduszkę, narysowaniem złości na kartce.",
      "## Książki i zabawy pomagają",
      "Historie o bohaterach, którzy się boją lub złoszczą, dają bezpieczny dystans do rozmowy. Można też bawić się w „minkę dnia” – pokazywać twarzą różne uczucia i zgadywać, co czuje druga osoba."
    ]
  },
  {
    slug: "ospa-wietrzna-u-przedszkolaka",
    category: "child_illnesses",
    author: "lek. Piotr Wiśniewski",
    daysAgo: 33,
    coverAlt: "Termometr, kubek herbaty i pluszowy miś na łóżku",
    title: "Ospa wietrzna u przedszkolaka – objawy, przebieg i powrót do grupy",
    description: "Jak rozpoznać ospę, jak ulżyć dziecku w swędzeniu i kiedy może wrócić do przedszkola.",
    body: [
      "Ospa wietrzna to jedna z najczęstszych chorób zakaźnych wieku przedszkolnego. Wywołuje ją wirus, który przenosi się drogą kropelkową bardzo łatwo – często choruje niemal cała grupa.",
      "## Pierwsze objawy",
      "Zaczyna się zwykle od stanu podgorączkowego i złego samopoczucia, a po dobie pojawiają się swędzące krostki z płynem, najpierw na tułowiu i głowie. Wykwity wysypują się rzutami przez kilka dni, więc jednocześnie widać świeże pęcherzyki i zasychające strupki.",
      "## Jak pomóc dziecku",
      "Krótkie, przycięte paznokcie i bawełniane ubranie ograniczają drapanie. Chłodne kąpiele i preparaty łagodzące świąd przynoszą ulgę. Na gorączkę podaje się paracetamol – nigdy kwasu acetylosalicylowego. Niepokojące objawy, takie jak wysoka gorączka, senność czy zaczerwienienie wokół krost, wymagają wizyty u lekarza.",
      "## Powrót do przedszkola",
      "Dziecko przestaje zarażać, gdy wszystkie wykwity przyschną i pokryją się strupkami, zwykle po 7–10 dniach. Warto uprzedzić przedszkole o chorobie, by rodzice innych dzieci mogli obserwować swoje pociechy. Przed ospą chroni szczepienie, o którym można porozmawiać z pediatrą."
    ]
  },
  {
    slug: "dzien-przedszkolaka-jak-swietowac",
    category: "events",
    author: "Redakcja Pociechy",
    daysAgo: 66,
    coverAlt: "Kolorowe balony i girlanda w przedszkolnej sali",
    title: "Dzień Przedszkolaka 20 września – jak świętować w grupie i w domu",
    description: "Pomysły na zabawy, drobne upominki i wspólne chwile, które sprawią, że święto przedszkolaków zostanie w pamięci.",
    body: [
      "Ogólnopolski Dzień Przedszkolaka obchodzimy 20 września. To święto wszystkich dzieci chodzących do przedszkoli, a także okazja, by docenić codzienną pracę nauczycieli i wychowawców.",
      "## W przedszkolu",
      "Wiele placówek przygotowuje tego dnia bal przebierańców, przedstawienie albo wspólne pieczenie ciasteczek. Sprawdza się też „dzień odwróconych ról”, w którym dzieci przez chwilę prowadzą zajęcia, a nauczyciele wykonują ich polecenia.",
      "## W domu",
      "Po powrocie z przedszkola warto zapytać o to, co najbardziej się podobało, obejrzeć razem zdjęcia z grupy albo przygotować dyplom „Super Przedszkolaka”. Drobny upominek – książeczka czy kredki – bywa cenniejszy niż duży prezent.",
      "## Podziękowanie dla kadry",
      "To dobry moment, by podziękować paniom i panom z przedszkola. Laurka wykonana przez dziecko albo kilka ciepłych słów przy odbiorze znaczą więcej, niż się wydaje."
    ]
  },
  {
    slug: "czas-przed-ekranem-ile-dla-przedszkolaka",
    category: "advice",
    author: "Anna Kowalczyk",
    daysAgo: 19,
    coverAlt: "Tablet odłożony na półkę obok stosu książek dla dzieci",
    title: "Czas przed ekranem: ile to za dużo dla przedszkolaka?",
    description: "Zalecenia pediatrów, domowe zasady i pomysły na to, czym zastąpić bajkę „na uspokojenie”.",
    body: [
      "Bajka w telefonie pozwala zjeść obiad w restauracji albo spokojnie dokończyć rozmowę. Problem zaczyna się wtedy, gdy ekran staje się głównym sposobem na nudę, smutek czy złość.",
      "## Co mówią zalecenia",
      "Pediatrzy radzą, by dzieci poniżej drugiego roku życia w ogóle nie korzystały z ekranów, poza rozmowami wideo z bliskimi. Dla dzieci w wieku 2–5 lat zaleca się nie więcej niż godzinę dziennie, najlepiej wartościowych treści oglądanych razem z dorosłym.",
      "## Domowe zasady",
      "Sprawdza się stała pora na bajkę, wyłączanie ekranów na godzinę przed snem i strefy wolne od urządzeń, jak stół podczas posiłków czy sypialnia. Dzieci łatwiej przyjmują zasady, które obowiązują też dorosłych.",
      "## Czym zastąpić ekran",
      "Pudełko „na nudę” z kredkami, plasteliną i prostymi łamigłówkami, audiobooki, wspólne gotowanie czy zabawa w chowanego uczą dziecko, że samo potrafi znaleźć sobie zajęcie. To umiejętność, która procentuje przez całe życie."
    ]
  },
  {
    slug: "zabawy-ruchowe-na-deszczowy-dzien",
    category: "games",
    author: "Katarzyna Zielińska",
    daysAgo: 12,
    coverAlt: "Tor przeszkód z poduszek i koca w dziecięcym pokoju",
    title: "Zabawy ruchowe na deszczowy dzień",
    description: "Tor przeszkód z poduszek, taniec z zatrzymaniem i inne sposoby na rozładowanie energii w czterech ścianach.",
    body: [
      "Gdy za oknem leje, a dziecko ma w sobie energię na trzy spacery, mieszkanie szybko robi się za małe. Na szczęście kilka prostych zabaw ruchowych pozwala się wyszaleć bez wychodzenia z domu.",
      "## Tor przeszkód",
      "Poduszki do przeskakiwania, koc do czołgania się, krzesła do obchodzenia dookoła i taśma malarska na podłodze jako kładka – tak powstaje tor, który można zmieniać co kilka przejść. Mierzcie czas albo wymyślajcie zadania na kolejnych stacjach.",
      "## Taniec z zatrzymaniem",
      "Włączcie muzykę i tańczcie, a gdy ucichnie, wszyscy zamierają w bezruchu. Kto się poruszy, wykonuje zabawne zadanie: skacze jak żaba albo chodzi jak bocian. Zabawa ćwiczy też samokontrolę i uwagę.",
      "## Gimnastyka zwierząt",
      "Dziecko losuje obrazek ze zwierzątkiem i porusza się jak ono: pełza jak wąż, kica jak zając, chodzi na czworakach jak niedźwiedź. To dobra rozgrzewka i okazja do rozmowy o zwierzętach."
    ]
  },
  {
    slug: "alergia-pokarmowa-w-przedszkolu",
    category: "child_health",
    author: "Magdalena Nowicka",
    daysAgo: 5,
    coverAlt: "Talerz z posiłkiem i kartka z listą alergenów",
    title: "Alergia pokarmowa w przedszkolu – jak dogadać się z placówką",
    description: "Zaświadczenie lekarskie, rozmowa z intendentką i plan na wypadek reakcji: o czym pamiętać, gdy dziecko ma alergię.",
    body: [
      "Alergia na mleko, jajka czy orzechy nie musi wykluczać dziecka z przedszkolnego stołu. Wymaga jednak dobrej współpracy rodziców, kuchni i nauczycieli.",
      "## Dokumenty i rozmowa",
      "Przed rozpoczęciem roku dostarczcie zaświadczenie od lekarza z listą produktów, których dziecko nie może jeść. Umówcie się na rozmowę z dyrekcją i osobą odpowiedzialną za żywienie – zapytajcie, jak przygotowywane są posiłki zastępcze i jak placówka zapobiega pomyłkom.",
      "## Plan na wypadek reakcji",
      "Jeśli dziecko ma zaleconą adrenalinę w ampułkostrzykawce, ustalcie z przedszkolem, gdzie będzie przechowywana i kto jest przeszkolony z jej podania. Spisany plan postępowania, powieszony w sali i w kuchni, ułatwia szybkie działanie.",
      "## Urodziny i poczęstunki",
      "Najwięcej ryzykownych sytuacji zdarza się przy okazji urodzin kolegów. Warto zostawić w przedszkolu zapas bezpiecznych przekąsek, by dziecko nie czuło się pominięte podczas wspólnego świętowania."
    ]
  }
]
