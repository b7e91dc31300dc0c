/**
 * Polityka cookies, version 1: exactly what the product stores in a browser (the refresh and
 * device cookies of auth, the language cookie, the OAuth flow cookie, and the app's localStorage /
 * sessionStorage keys; legal.e2e checks the list against a browser). A new cookie needs a new
 * version here, and consent first if it is not strictly necessary.
 */
export const cookiesV1 = {
  title: "Polityka cookies",
  body: `
<h2>Czego używamy</h2>
<p>Serwis Pociecha używa wyłącznie plików cookies i pamięci przeglądarki, które są niezbędne do jego działania (art. 399 ust. 3 ustawy – Prawo komunikacji elektronicznej). Nie używamy cookies reklamowych, analitycznych ani śledzących, dlatego nie prosimy o zgodę na cookies. Gdyby to się zmieniło, najpierw zapytamy o zgodę.</p>

<h2>Pliki cookies</h2>
<ul>
<li><strong>refresh_token</strong> (w wersji produkcyjnej <strong>__Host-refresh_token</strong>) – utrzymuje sesję zalogowanego użytkownika. Zapisywany po zalogowaniu, ważny 30 dni, usuwany przy wylogowaniu. Niedostępny dla skryptów strony (HttpOnly).</li>
<li><strong>device</strong> (<strong>__Host-device</strong>) – podpisany znacznik urządzenia, na którym udało się zalogować; chroni konto przed odgadywaniem hasła, tak by nikt nie mógł zablokować Ci dostępu. Ważny 365 dni.</li>
<li><strong>pociecha_lang</strong> – język, w którym wyświetlamy serwis (polski, ukraiński lub angielski), by strona od pierwszego wczytania była w Twoim języku. Ważny rok.</li>
<li><strong>oauth_flow</strong> (<strong>__Secure-oauth_flow</strong>) – zapisywany tylko na czas logowania przez Google lub Facebook, ważny 10 minut; łączy powrót od dostawcy z rozpoczętym logowaniem.</li>
</ul>

<h2>Pamięć przeglądarki (localStorage i sessionStorage)</h2>
<ul>
<li><strong>pociecha.user</strong> – podstawowe dane zalogowanego konta, by strona od razu wiedziała, kto jest zalogowany. Usuwane przy wylogowaniu.</li>
<li><strong>pociecha.language</strong> – wybrany język strony, gdy nie jesteś zalogowany.</li>
<li><strong>pociecha.visitedFacilities</strong> – ostatnio oglądane placówki (do 20), pokazywane tylko Tobie.</li>
<li><strong>pociecha.favourites</strong> – placówki oznaczone sercem, zanim się zalogujesz (do 50); po zalogowaniu przenosimy je na Twoje konto i usuwamy z przeglądarki.</li>
<li><strong>pociecha.claimDraft.*</strong> – wersja robocza formularza przejęcia lub założenia placówki, by nie przepadła przed wysłaniem.</li>
<li><strong>pociecha.opinionDraft.*</strong> (sessionStorage) – wersja robocza opinii, usuwana po zamknięciu karty.</li>
</ul>

<h2>Jak usunąć</h2>
<p>Pliki cookies i pamięć przeglądarki możesz w każdej chwili usunąć w ustawieniach przeglądarki. Bez cookies niezbędnych nie będzie można się zalogować.</p>
`
}
