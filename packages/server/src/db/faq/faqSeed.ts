import type { ContentText, FaqKind, FaqSection } from "@pociecha/core"

/** One FAQ item of the first set: Polish, Ukrainian and English, in its section's order. */
export interface SeedFaqItem {
  readonly section: FaqSection
  readonly kind: FaqKind
  readonly slug: string
  readonly pl: ContentText
  readonly ua: ContentText
  readonly en: ContentText
}

const text = (title: string, body_html: string, description = ""): ContentText => ({ title, description, body_html })

/**
 * The FAQ's first set (public-side 2.13): what the portal answers from its first day, so it is
 * reference data (migration 0032 writes it in every database, production included, as 0015
 * does the legal texts); content staff edit it in the CMS from then on.
 */
export const faqSeed: ReadonlyArray<SeedFaqItem> = [
  // intro: the general questions
  {
    section: "intro", kind: "banner", slug: "witaj",
    pl: text("Witaj w centrum pomocy Pociechy", "<p>Tu znajdziesz odpowiedzi na najczęstsze pytania rodziców, nauczycieli i dyrektorów. Nie ma Twojego pytania? Napisz do nas: <a href=\"mailto:kontakt@pociecha.pl\">kontakt@pociecha.pl</a>.</p>"),
    ua: text("Вітаємо в центрі допомоги Pociecha", "<p>Тут ви знайдете відповіді на найчастіші запитання батьків, вчителів і директорів. Немає вашого запитання? Напишіть нам: <a href=\"mailto:kontakt@pociecha.pl\">kontakt@pociecha.pl</a>.</p>"),
    en: text("Welcome to the Pociecha help centre", "<p>Here you will find answers to the questions parents, teachers and headmasters ask most. Is yours missing? Write to us: <a href=\"mailto:kontakt@pociecha.pl\">kontakt@pociecha.pl</a>.</p>")
  },
  {
    section: "intro", kind: "changes", slug: "nowosci",
    pl: text("Co nowego w Pociesze", "<ul><li>Strefa nauczyciela z materiałami dydaktycznymi.</li><li>Blog z poradami dla rodziców.</li><li>Strona w trzech językach: polskim, ukraińskim i angielskim.</li></ul>"),
    ua: text("Що нового в Pociecha", "<ul><li>Зона вчителя з дидактичними матеріалами.</li><li>Блог з порадами для батьків.</li><li>Сайт трьома мовами: польською, українською та англійською.</li></ul>"),
    en: text("What is new in Pociecha", "<ul><li>The teacher zone with teaching materials.</li><li>A blog with advice for parents.</li><li>The site in three languages: Polish, Ukrainian and English.</li></ul>")
  },
  {
    section: "intro", kind: "entry", slug: "czym-jest-pociecha",
    pl: text("Czym jest Pociecha?", "<p>Pociecha to katalog żłobków, przedszkoli i szkół w całej Polsce. Możesz wyszukać placówkę w pobliżu, porównać oferty, przeczytać opinie innych rodziców i złożyć zgłoszenie.</p>"),
    ua: text("Що таке Pociecha?", "<p>Pociecha — це каталог ясел, дитячих садків і шкіл по всій Польщі. Ви можете знайти заклад поблизу, порівняти пропозиції, прочитати відгуки інших батьків і подати заявку.</p>"),
    en: text("What is Pociecha?", "<p>Pociecha is a directory of nurseries, kindergartens and schools all over Poland. You can find a facility nearby, compare offers, read other parents' opinions and apply.</p>")
  },
  {
    section: "intro", kind: "entry", slug: "czy-korzystanie-jest-bezplatne",
    pl: text("Czy korzystanie z Pociechy jest bezpłatne?", "<p>Tak. Wyszukiwanie placówek, czytanie opinii i składanie zgłoszeń jest bezpłatne dla rodziców i nauczycieli. Placówki mogą wykupić pakiet premium z dodatkowymi funkcjami.</p>"),
    ua: text("Чи є користування Pociecha безкоштовним?", "<p>Так. Пошук закладів, читання відгуків і подання заявок безкоштовні для батьків і вчителів. Заклади можуть придбати преміум-пакет з додатковими функціями.</p>"),
    en: text("Is Pociecha free to use?", "<p>Yes. Searching for facilities, reading opinions and applying are free for parents and teachers. Facilities may buy a premium package with extra features.</p>")
  },
  {
    section: "intro", kind: "entry", slug: "jak-zalozyc-konto",
    pl: text("Jak założyć konto?", "<p>Kliknij „Zarejestruj się” w prawym górnym rogu, podaj adres e-mail i hasło, a potem potwierdź adres, klikając link z wiadomości. Możesz też zalogować się przez Google lub Facebooka.</p>"),
    ua: text("Як створити обліковий запис?", "<p>Натисніть «Зареєструватися» у правому верхньому куті, вкажіть адресу e-mail і пароль, а потім підтвердіть адресу за посиланням з листа. Можна також увійти через Google або Facebook.</p>"),
    en: text("How do I create an account?", "<p>Click “Sign up” in the top right corner, enter your e-mail address and a password, then confirm the address with the link in the message. You can also sign in with Google or Facebook.</p>")
  },
  // info: the new version
  {
    section: "info", kind: "banner", slug: "nowa-wersja",
    pl: text("Nowa wersja Pociechy już działa", "<p>Przebudowaliśmy portal od podstaw: szybsze wyszukiwanie, mapa placówek, strony placówek i panel dyrektora. Chcesz zobaczyć, co się zmieniło? Umów się na bezpłatną prezentację.</p>"),
    ua: text("Нова версія Pociecha вже працює", "<p>Ми перебудували портал з нуля: швидший пошук, карта закладів, сторінки закладів і панель директора. Хочете побачити, що змінилося? Запишіться на безкоштовну презентацію.</p>"),
    en: text("The new version of Pociecha is live", "<p>We rebuilt the portal from the ground up: faster search, a map of facilities, facility websites and the headmaster's panel. Want to see what changed? Book a free presentation.</p>")
  },
  {
    section: "info", kind: "changes", slug: "zmiany-w-nowej-wersji",
    pl: text("Zmiany w nowej wersji", "<ul><li>Wyszukiwarka z mapą i filtrami.</li><li>Strona internetowa placówki w pakiecie premium.</li><li>Zgłoszenia i pytania rodziców w jednym panelu.</li><li>Opinie z odpowiedziami placówek.</li></ul>"),
    ua: text("Зміни в новій версії", "<ul><li>Пошук з картою та фільтрами.</li><li>Вебсайт закладу в преміум-пакеті.</li><li>Заявки та запитання батьків в одній панелі.</li><li>Відгуки з відповідями закладів.</li></ul>"),
    en: text("Changes in the new version", "<ul><li>Search with a map and filters.</li><li>A facility website in the premium package.</li><li>Parents' applications and questions in one panel.</li><li>Opinions with the facilities' answers.</li></ul>")
  },
  {
    section: "info", kind: "entry", slug: "czy-moje-dane-zostaly-przeniesione",
    pl: text("Czy moje dane zostały przeniesione do nowej wersji?", "<p>Tak. Konta, profile placówek, opinie i zgłoszenia zostały przeniesione automatycznie. Zaloguj się tym samym adresem e-mail i hasłem co dotychczas.</p>"),
    ua: text("Чи перенесено мої дані до нової версії?", "<p>Так. Облікові записи, профілі закладів, відгуки та заявки перенесено автоматично. Увійдіть з тією ж адресою e-mail і паролем, що й раніше.</p>"),
    en: text("Has my data been moved to the new version?", "<p>Yes. Accounts, facility profiles, opinions and applications were moved automatically. Sign in with the same e-mail address and password as before.</p>")
  },
  {
    section: "info", kind: "entry", slug: "jak-umowic-prezentacje",
    pl: text("Jak umówić prezentację nowej wersji?", "<p>Na stronie cennika wybierz dogodny termin bezpłatnej, 15-minutowej prezentacji online. Nasz doradca pokaże, jak placówka może korzystać z nowych funkcji.</p>"),
    ua: text("Як записатися на презентацію нової версії?", "<p>На сторінці цін оберіть зручний час безкоштовної 15-хвилинної онлайн-презентації. Наш консультант покаже, як заклад може користуватися новими функціями.</p>"),
    en: text("How do I book a presentation of the new version?", "<p>On the price list page choose a convenient time for a free 15-minute online presentation. Our adviser will show how your facility can use the new features.</p>")
  },
  // rodzic: parents
  {
    section: "rodzic", kind: "banner", slug: "dla-rodzicow",
    pl: text("Pytania rodziców", "<p>Szukasz żłobka lub przedszkola dla swojego dziecka? Podpowiadamy, jak wyszukać placówkę, złożyć zgłoszenie i wystawić opinię.</p>"),
    ua: text("Запитання батьків", "<p>Шукаєте ясла чи дитячий садок для своєї дитини? Підкажемо, як знайти заклад, подати заявку та залишити відгук.</p>"),
    en: text("Parents' questions", "<p>Looking for a nursery or kindergarten for your child? Here is how to find a facility, apply and write an opinion.</p>")
  },
  {
    section: "rodzic", kind: "entry", slug: "jak-znalezc-przedszkole",
    pl: text("Jak znaleźć przedszkole w mojej okolicy?", "<p>Wpisz miejscowość lub adres w wyszukiwarce na stronie głównej. Wyniki możesz zawęzić filtrami, na przykład typem placówki, godzinami otwarcia czy wolnymi miejscami, i zobaczyć je na mapie.</p>"),
    ua: text("Як знайти дитячий садок поблизу?", "<p>Введіть населений пункт або адресу в пошуку на головній сторінці. Результати можна звузити фільтрами, наприклад типом закладу, годинами роботи чи вільними місцями, і переглянути їх на карті.</p>"),
    en: text("How do I find a kindergarten near me?", "<p>Type a town or an address into the search on the home page. Narrow the results with filters such as the type of facility, opening hours or vacancies, and see them on the map.</p>")
  },
  {
    section: "rodzic", kind: "entry", slug: "jak-zlozyc-zgloszenie",
    pl: text("Jak złożyć zgłoszenie do placówki?", "<p>Na stronie placówki kliknij „Złóż zgłoszenie”, uzupełnij dane dziecka i wyślij formularz. Status zgłoszenia sprawdzisz w swoim koncie w zakładce „Moje zgłoszenia”.</p>"),
    ua: text("Як подати заявку до закладу?", "<p>На сторінці закладу натисніть «Подати заявку», заповніть дані дитини та надішліть форму. Статус заявки можна перевірити у своєму обліковому записі в розділі «Мої заявки».</p>"),
    en: text("How do I apply to a facility?", "<p>On the facility's page click “Apply”, fill in your child's details and send the form. You can follow the application's status in your account under “My applications”.</p>")
  },
  {
    section: "rodzic", kind: "entry", slug: "czy-opinie-sa-weryfikowane",
    pl: text("Czy opinie o placówkach są sprawdzane?", "<p>Tak. Każdą opinię przed publikacją sprawdza moderator, a placówka może na nią odpowiedzieć. Jeśli opinia narusza regulamin, możesz ją zgłosić.</p>"),
    ua: text("Чи перевіряються відгуки про заклади?", "<p>Так. Кожен відгук перед публікацією перевіряє модератор, а заклад може на нього відповісти. Якщо відгук порушує правила, ви можете поскаржитися на нього.</p>"),
    en: text("Are opinions about facilities checked?", "<p>Yes. A moderator checks every opinion before it is published, and the facility may answer it. If an opinion breaks the regulations, you can report it.</p>")
  },
  // nauczyciel: teachers
  {
    section: "nauczyciel", kind: "banner", slug: "dla-nauczycieli",
    pl: text("Pytania nauczycieli", "<p>Szukasz pracy w przedszkolu albo materiałów na zajęcia? Sprawdź oferty pracy i strefę nauczyciela.</p>"),
    ua: text("Запитання вчителів", "<p>Шукаєте роботу в дитячому садку або матеріали для занять? Перегляньте вакансії та зону вчителя.</p>"),
    en: text("Teachers' questions", "<p>Looking for a job in a kindergarten or materials for your classes? See the job offers and the teacher zone.</p>")
  },
  {
    section: "nauczyciel", kind: "entry", slug: "jak-znalezc-prace",
    pl: text("Jak znaleźć pracę w przedszkolu?", "<p>Placówki publikują oferty pracy na swoich stronach w Pociesze. Załóż konto nauczyciela, uzupełnij profil i aplikuj bezpośrednio z ogłoszenia.</p>"),
    ua: text("Як знайти роботу в дитячому садку?", "<p>Заклади публікують вакансії на своїх сторінках у Pociecha. Створіть обліковий запис вчителя, заповніть профіль і відгукуйтеся прямо з оголошення.</p>"),
    en: text("How do I find a job in a kindergarten?", "<p>Facilities publish job offers on their pages in Pociecha. Create a teacher account, complete your profile and apply straight from the offer.</p>")
  },
  {
    section: "nauczyciel", kind: "entry", slug: "materialy-dydaktyczne",
    pl: text("Gdzie znajdę materiały dydaktyczne?", "<p>W strefie nauczyciela znajdziesz piosenki, wierszyki, karty pracy i scenariusze zajęć. Możesz je filtrować według tematu, typu materiału i grupy wiekowej.</p>"),
    ua: text("Де знайти дидактичні матеріали?", "<p>У зоні вчителя є пісні, віршики, робочі картки та сценарії занять. Їх можна фільтрувати за темою, типом матеріалу та віковою групою.</p>"),
    en: text("Where can I find teaching materials?", "<p>The teacher zone has songs, rhymes, worksheets and lesson plans. Filter them by topic, type of material and age group.</p>")
  },
  {
    section: "nauczyciel", kind: "entry", slug: "dolaczenie-do-placowki",
    pl: text("Jak dołączyć do zespołu placówki w Pociesze?", "<p>Dyrektor placówki wysyła zaproszenie na Twój adres e-mail. Po kliknięciu linku i zalogowaniu zobaczysz placówkę w swoim panelu.</p>"),
    ua: text("Як приєднатися до команди закладу в Pociecha?", "<p>Директор закладу надсилає запрошення на вашу адресу e-mail. Після переходу за посиланням і входу ви побачите заклад у своїй панелі.</p>"),
    en: text("How do I join a facility's team in Pociecha?", "<p>The facility's headmaster sends an invitation to your e-mail address. Once you follow the link and sign in, you will see the facility in your panel.</p>")
  },
  // dyrektor: headmasters
  {
    section: "dyrektor", kind: "banner", slug: "dla-dyrektorow",
    pl: text("Pytania dyrektorów", "<p>Prowadzisz żłobek, przedszkole lub szkołę? Dowiedz się, jak przejąć profil placówki, odpowiadać rodzicom i korzystać z pakietu premium.</p>"),
    ua: text("Запитання директорів", "<p>Керуєте яслами, дитячим садком чи школою? Дізнайтеся, як отримати профіль закладу, відповідати батькам і користуватися преміум-пакетом.</p>"),
    en: text("Headmasters' questions", "<p>Do you run a nursery, kindergarten or school? Find out how to claim your facility's profile, answer parents and use the premium package.</p>")
  },
  {
    section: "dyrektor", kind: "entry", slug: "jak-przejac-profil",
    pl: text("Jak przejąć profil mojej placówki?", "<p>Znajdź placówkę w wyszukiwarce i na jej stronie kliknij „To moja placówka”. Po weryfikacji uprawnień profil pojawi się w Twoim panelu i będziesz mógł go edytować.</p>"),
    ua: text("Як отримати профіль мого закладу?", "<p>Знайдіть заклад у пошуку та на його сторінці натисніть «Це мій заклад». Після перевірки повноважень профіль з'явиться у вашій панелі, і ви зможете його редагувати.</p>"),
    en: text("How do I claim my facility's profile?", "<p>Find the facility in the search and on its page click “This is my facility”. Once your authority is verified, the profile appears in your panel and you can edit it.</p>")
  },
  {
    section: "dyrektor", kind: "entry", slug: "co-daje-pakiet-premium",
    pl: text("Co daje pakiet premium?", "<p>Pakiet premium to między innymi strona internetowa placówki, galeria zdjęć, wyróżnienie w wynikach wyszukiwania i obsługa zgłoszeń online. Szczegóły znajdziesz w cenniku.</p>"),
    ua: text("Що дає преміум-пакет?", "<p>Преміум-пакет — це, серед іншого, вебсайт закладу, фотогалерея, виділення в результатах пошуку та онлайн-обробка заявок. Подробиці — у прайс-листі.</p>"),
    en: text("What does the premium package give me?", "<p>The premium package includes a facility website, a photo gallery, a highlight in search results and online applications, among others. See the price list for details.</p>")
  },
  {
    section: "dyrektor", kind: "entry", slug: "jak-odpowiedziec-na-opinie",
    pl: text("Jak odpowiedzieć na opinię rodzica?", "<p>W panelu placówki otwórz zakładkę „Opinie”, wybierz opinię i kliknij „Odpowiedz”. Odpowiedź pojawi się pod opinią na stronie placówki.</p>"),
    ua: text("Як відповісти на відгук батьків?", "<p>У панелі закладу відкрийте вкладку «Відгуки», виберіть відгук і натисніть «Відповісти». Відповідь з'явиться під відгуком на сторінці закладу.</p>"),
    en: text("How do I answer a parent's opinion?", "<p>In the facility's panel open “Opinions”, choose the opinion and click “Reply”. Your answer appears under the opinion on the facility's page.</p>")
  }
]
