/** Ogólne Warunki Umowy for facility owners, version 1. */
export const owuV1 = {
  title: "Ogólne Warunki Umowy dla placówek",
  body: `
<h2>§ 1. Zakres</h2>
<p>Ogólne Warunki Umowy (OWU) określają zasady, na jakich operator serwisu Pociecha (dalej: Operator) świadczy usługi dla placówek opieki nad dziećmi i ich właścicieli (dalej: Placówka). W sprawach nieuregulowanych w OWU stosuje się <a href="/regulamin">regulamin serwisu</a>.</p>

<h2>§ 2. Przejęcie i założenie profilu</h2>
<p>Placówka może przejąć istniejący profil lub założyć nowy, przesyłając dokumenty potwierdzające prawo do reprezentowania Placówki. Operator weryfikuje zgłoszenie i informuje o decyzji na adres e-mail. Operator może odmówić, jeśli dokumenty nie potwierdzają uprawnień.</p>

<h2>§ 3. Pakiety</h2>
<p>Podstawowy pakiet jest bezpłatny i obejmuje prowadzenie profilu, odpowiadanie na opinie i pytania oraz przyjmowanie zgłoszeń rekrutacyjnych. Pakiety rozszerzone obejmują dodatkowe funkcje opisane w cenniku dostępnym w Serwisie. Zakres i cena pakietu są wskazane przed jego zamówieniem.</p>

<h2>§ 4. Zawarcie umowy, płatności i czas trwania</h2>
<p>Umowa o pakiet płatny zostaje zawarta z chwilą potwierdzenia zamówienia przez Operatora, na okres wskazany w zamówieniu. Opłaty są wnoszone z góry na podstawie faktury. Brak płatności w terminie uprawnia Operatora do przywrócenia pakietu podstawowego po uprzednim wezwaniu.</p>

<h2>§ 5. Obowiązki Placówki</h2>
<p>Placówka publikuje prawdziwe informacje o sobie, odpowiada za treści zamieszczane na profilu i stronie internetowej Placówki oraz za to, by nie naruszały praw osób trzecich. Placówka nie może usuwać ani zmieniać opinii rodziców; może na nie odpowiadać.</p>

<h2>§ 6. Dane osobowe</h2>
<p>Zgłoszenia rekrutacyjne i pytania rodziców są przekazywane Placówce, która od chwili ich otrzymania jest administratorem danych w nich zawartych i przetwarza je zgodnie z RODO, w szczególności informując rodziców o swoich zasadach przetwarzania. W zakresie danych kont pracowników Placówki w Serwisie administratorem jest Operator, zgodnie z <a href="/polityka-prywatnosci">polityką prywatności</a>.</p>

<h2>§ 7. Odpowiedzialność i reklamacje</h2>
<p>Operator dokłada starań, by Serwis działał bez przerw, i zapowiada z wyprzedzeniem planowane prace techniczne. Reklamacje można składać na adres kontakt@pociecha.pl; Operator rozpatruje je w terminie 14 dni.</p>

<h2>§ 8. Rozwiązanie umowy i zmiany OWU</h2>
<p>Każda ze stron może wypowiedzieć umowę o pakiet płatny z zachowaniem miesięcznego okresu wypowiedzenia ze skutkiem na koniec okresu rozliczeniowego. Zmiany OWU są publikowane jako nowa, datowana wersja i obowiązują od kolejnego okresu rozliczeniowego.</p>
`
}
