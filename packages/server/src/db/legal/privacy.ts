/** Polityka prywatności serwisu Pociecha, version 1 (RODO art. 13). */
export const privacyV1 = {
  title: "Polityka prywatności",
  body: `
<h2>1. Administrator danych</h2>
<p>Administratorem danych osobowych Użytkowników serwisu Pociecha jest operator serwisu Pociecha (dalej: Administrator). W sprawach danych osobowych można pisać na adres kontakt@pociecha.pl.</p>

<h2>2. Jakie dane, w jakim celu i na jakiej podstawie</h2>
<ul>
<li><strong>Konto</strong> – imię, nazwisko, adres e-mail, hasło (przechowywane wyłącznie w postaci skrótu), język, zdjęcie profilowe, a przy logowaniu przez Google lub Facebook – identyfikator konta u tego dostawcy. Cel: założenie i prowadzenie Konta oraz świadczenie usług Serwisu. Podstawa: art. 6 ust. 1 lit. b RODO (wykonanie umowy).</li>
<li><strong>Opinie</strong> – treść opinii, oceny, informacja o relacji z placówką oraz imię autora wyświetlane przy opinii. Cel: publikacja opinii i ich moderacja. Podstawa: art. 6 ust. 1 lit. b RODO.</li>
<li><strong>Pytania do placówek</strong> – treść pytania i odpowiedzi. Cel: przekazanie pytania placówce i prowadzenie rozmowy. Podstawa: art. 6 ust. 1 lit. b RODO.</li>
<li><strong>Zgłoszenia rekrutacyjne</strong> – dane rodzica (imię, nazwisko, e-mail, telefon) oraz dziecka (imię, data urodzenia, adres zamieszkania) podane w formularzu. Cel: przekazanie zgłoszenia wybranej placówce. Podstawa: art. 6 ust. 1 lit. b RODO (działanie na żądanie osoby, której dane dotyczą). Z chwilą przekazania zgłoszenia placówka staje się odrębnym administratorem danych dziecka i rodzica i przetwarza je na własnych zasadach, o których informuje.</li>
<li><strong>Bezpieczeństwo</strong> – adres IP, informacje o logowaniach i próbach logowania, zapisy zdarzeń serwera. Cel: ochrona Serwisu i kont przed nadużyciami. Podstawa: art. 6 ust. 1 lit. f RODO (prawnie uzasadniony interes Administratora).</li>
<li><strong>Akceptacje dokumentów</strong> – która wersja regulaminu i polityki prywatności została zaakceptowana i kiedy. Cel: wykazanie zawarcia umowy i rozliczalność. Podstawa: art. 6 ust. 1 lit. c i f RODO.</li>
</ul>
<p>Podanie danych jest dobrowolne, ale bez danych oznaczonych jako wymagane nie można założyć Konta ani wysłać formularza.</p>

<h2>3. Odbiorcy danych</h2>
<p>Dane mogą być przekazywane podmiotom, które przetwarzają je na zlecenie Administratora: dostawcy serwerów i poczty e-mail. Zgłoszenie rekrutacyjne i pytanie trafiają do placówki, do której zostały skierowane. Opinie są publiczne. Dane nie są przekazywane poza Europejski Obszar Gospodarczy, chyba że wymaga tego logowanie przez Google lub Facebook – wtedy na zasadach tych dostawców.</p>

<h2>4. Jak długo przechowujemy dane</h2>
<p>Dane Konta – do czasu usunięcia Konta. Opinie i pytania – do czasu ich usunięcia lub usunięcia Konta. Zgłoszenia rekrutacyjne – w Serwisie do czasu usunięcia Konta, a u placówki zgodnie z jej zasadami. Dane o bezpieczeństwie – nie dłużej niż 12 miesięcy. Zapisy akceptacji dokumentów – przez czas istnienia Konta, a potem przez okres przedawnienia roszczeń.</p>

<h2>5. Twoje prawa</h2>
<p>Masz prawo dostępu do swoich danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia danych oraz wniesienia sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie. W zakładce „Moje konto” możesz samodzielnie pobrać wszystkie swoje dane (funkcja „Pobierz moje dane”) oraz usunąć Konto wraz z danymi (funkcja „Usuń konto”). W pozostałych sprawach napisz na adres kontakt@pociecha.pl.</p>
<p>Masz prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193 Warszawa), jeśli uważasz, że przetwarzanie Twoich danych narusza przepisy.</p>

<h2>6. Zautomatyzowane decyzje</h2>
<p>Administrator nie podejmuje wobec Użytkowników decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu, w tym profilowaniu.</p>

<h2>7. Pliki cookies</h2>
<p>Serwis używa wyłącznie niezbędnych plików cookies i pamięci przeglądarki. Szczegóły opisuje <a href="/polityka-cookies">polityka cookies</a>.</p>
`
}
