/** Regulamin serwisu Pociecha, version 1: the first text, later versions come from the CMS. */
export const regulationsV1 = {
  title: "Regulamin serwisu Pociecha",
  body: `
<h2>§ 1. Postanowienia ogólne</h2>
<p>Niniejszy regulamin określa zasady korzystania z serwisu internetowego Pociecha, dostępnego pod adresem pociecha.pl (dalej: Serwis), w tym zasady zakładania konta, publikowania opinii i pytań oraz wysyłania zgłoszeń rekrutacyjnych do placówek opieki nad dziećmi.</p>
<p>Serwis prowadzi operator serwisu Pociecha (dalej: Operator). Z Operatorem można się skontaktować pod adresem e-mail kontakt@pociecha.pl.</p>
<p>Regulamin jest udostępniany nieodpłatnie przed zawarciem umowy o świadczenie usług drogą elektroniczną, w sposób umożliwiający jego pobranie, utrwalenie i wydrukowanie, zgodnie z ustawą z dnia 18 lipca 2002 r. o świadczeniu usług drogą elektroniczną.</p>

<h2>§ 2. Definicje</h2>
<ul>
<li><strong>Użytkownik</strong> – osoba fizyczna korzystająca z Serwisu, w tym osoba posiadająca Konto.</li>
<li><strong>Konto</strong> – zbiór danych i ustawień Użytkownika w Serwisie, dostępny po zalogowaniu.</li>
<li><strong>Placówka</strong> – żłobek, przedszkole, klub dziecięcy lub inna placówka opieki nad dziećmi, której profil jest prezentowany w Serwisie.</li>
<li><strong>Właściciel placówki</strong> – osoba, która po weryfikacji zarządza profilem Placówki; usługi dla Właścicieli placówek określają Ogólne Warunki Umowy (OWU).</li>
<li><strong>Treści</strong> – opinie, pytania, odpowiedzi, zdjęcia i inne materiały zamieszczane przez Użytkowników.</li>
</ul>

<h2>§ 3. Usługi</h2>
<p>Operator nieodpłatnie udostępnia Użytkownikom: wyszukiwarkę i katalog Placówek wraz z mapą, przeglądanie profili Placówek, zakładanie i prowadzenie Konta, dodawanie opinii, zadawanie pytań Placówkom, zgłaszanie naruszeń oraz wysyłanie zgłoszeń rekrutacyjnych do Placówek.</p>
<p>Przeglądanie Serwisu nie wymaga założenia Konta. Dodawanie opinii, pytań i zgłoszeń wymaga zalogowania.</p>

<h2>§ 4. Wymagania techniczne</h2>
<p>Do korzystania z Serwisu potrzebne jest urządzenie z dostępem do internetu, aktualna przeglądarka internetowa z włączoną obsługą JavaScript oraz – w celu założenia Konta – aktywny adres e-mail.</p>

<h2>§ 5. Konto</h2>
<p>Konto zakłada się, wypełniając formularz rejestracji i akceptując regulamin oraz zapoznając się z polityką prywatności. Konto staje się aktywne po kliknięciu linku wysłanego na podany adres e-mail. Konto można też założyć, logując się kontem Google lub Facebook; wtedy przy pierwszym logowaniu Serwis prosi o akceptację regulaminu.</p>
<p>Użytkownik podaje prawdziwe dane i nie udostępnia hasła innym osobom. Umowa o prowadzenie Konta zawierana jest na czas nieokreślony. Użytkownik może w każdej chwili usunąć Konto w zakładce „Moje konto”, co kończy umowę.</p>

<h2>§ 6. Opinie, pytania i inne Treści</h2>
<p>Użytkownik zamieszcza Treści zgodne z prawem, prawdziwe i dotyczące własnych doświadczeń z Placówką. Zabronione jest zamieszczanie treści obraźliwych, wulgarnych, naruszających dobra osobiste, w tym danych osobowych dzieci i pracowników Placówek, a także treści reklamowych i opinii pisanych w imieniu Placówki lub jej konkurencji.</p>
<p>Opinie przed publikacją mogą podlegać moderacji. Operator może odmówić publikacji lub usunąć Treść naruszającą regulamin, informując o tym autora. Placówka może publicznie odpowiedzieć na opinię.</p>
<p>Zamieszczając Treść, Użytkownik udziela Operatorowi nieodpłatnej, niewyłącznej licencji na jej wyświetlanie w Serwisie przez czas jej publikacji.</p>

<h2>§ 7. Zgłoszenia rekrutacyjne</h2>
<p>Formularz zgłoszenia przekazuje dane rodzica i dziecka wybranej Placówce. Wysłanie zgłoszenia nie jest zapisem do Placówki ani nie gwarantuje miejsca; decyzję podejmuje Placówka na swoich zasadach. Od chwili przekazania Placówka samodzielnie odpowiada za dalsze przetwarzanie danych ze zgłoszenia.</p>

<h2>§ 8. Zgłaszanie naruszeń i reklamacje</h2>
<p>Każdy może zgłosić Treść naruszającą prawo lub regulamin przyciskiem „Zgłoś” przy opinii albo pisząc na adres kontakt@pociecha.pl. Reklamacje dotyczące działania Serwisu można składać na ten sam adres. Operator rozpatruje zgłoszenia i reklamacje w terminie 14 dni i odpowiada na adres e-mail zgłaszającego.</p>

<h2>§ 9. Dane osobowe</h2>
<p>Zasady przetwarzania danych osobowych opisuje <a href="/polityka-prywatnosci">polityka prywatności</a>, a informacje o plikach cookies – <a href="/polityka-cookies">polityka cookies</a>.</p>

<h2>§ 10. Zmiany regulaminu</h2>
<p>Operator może zmienić regulamin z ważnych przyczyn, w szczególności zmiany przepisów lub zakresu usług. Każda wersja regulaminu ma numer i datę. O nowej wersji Użytkownik posiadający Konto dowiaduje się przy najbliższym logowaniu, gdy Serwis poprosi o jej akceptację. Brak akceptacji oznacza możliwość usunięcia Konta.</p>

<h2>§ 11. Postanowienia końcowe</h2>
<p>W sprawach nieuregulowanych stosuje się przepisy prawa polskiego, w szczególności Kodeksu cywilnego i ustawy o świadczeniu usług drogą elektroniczną. Konsument może skorzystać z pozasądowych sposobów rozpatrywania sporów, m.in. z pomocy miejskiego lub powiatowego rzecznika konsumentów. Postanowienia regulaminu nie ograniczają praw konsumenta wynikających z przepisów bezwzględnie obowiązujących.</p>
`
}
